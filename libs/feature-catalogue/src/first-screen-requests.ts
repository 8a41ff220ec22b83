import {
  type GetCategoryPageData,
  type GetProductDetailData,
  type GetStoreData,
  getAllBrandsOperation,
  getAnnouncementsOperation,
  getCategoryPageOperation,
  getHotProductsOperation,
  getNewProductsOperation,
  getProductDetailOperation,
  getRecommendedProductsOperation,
  getSeriesCategoriesOperation,
  getStoreOperation,
  type OperationDescriptor,
  searchProductsOperation,
  type SearchProductsData,
} from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import type { PictureSource } from '@mall/ui';
import { adsByPosition } from './home/ads-by-position';
import { HOME_LIST_SIZE, KEYWORD_MAX_LENGTH, PAGE_SIZE, TOP_BRANDS } from './shared/constants';
import { cardPicture, galleryPicture, heroPicture } from './shared/pictures';
import { listSorts, pageParam, positiveInt, searchSorts, sortParam } from './shared/query-params';

/** A request a catalogue page makes as it mounts, with the same arguments its hook passes. */
export interface FirstScreenRequest {
  operation: OperationDescriptor;
  args: unknown;
  /** The page's main picture, from this request's answer (`data`), when this answer names it. */
  mainPicture?: (data: unknown) => PictureSource | undefined;
}

/** A request whose answer's `data` is `Data` (the caller hands `mainPicture` that operation's answer only). */
const request = <Data>(
  operation: OperationDescriptor,
  args: unknown,
  mainPicture?: (data: Data) => PictureSource | undefined,
): FirstScreenRequest => ({
  operation,
  args,
  ...(mainPicture && { mainPicture: mainPicture as (data: unknown) => PictureSource | undefined }),
});

const firstCard = ({ list: [first] }: SearchProductsData) => first && cardPicture(first.image);

function homeRequests(): FirstScreenRequest[] {
  const limit = { limit: HOME_LIST_SIZE };
  return [
    request(getStoreOperation, { type: 'advert' }, (data: GetStoreData) => {
      const [first] = data.type === 'advert' ? adsByPosition(data.ads).top : [];
      return first && heroPicture(first.image);
    }),
    request(getHotProductsOperation, limit),
    request(getNewProductsOperation, limit),
    request(getRecommendedProductsOperation, limit),
    request(getAnnouncementsOperation, undefined),
    request(getAllBrandsOperation, { limit: TOP_BRANDS }),
    request(getSeriesCategoriesOperation, undefined),
  ];
}

/**
 * What a catalogue page's first screen asks the API for, read from its route: a script started before the app
 * sends these, so the data (and then the main picture) download beside the app's code. None for other routes,
 * or for a page its route does not fully name (a product without an id).
 */
export function firstScreenRequests(path: string, params: URLSearchParams): FirstScreenRequest[] {
  if (path === '' || path === routes.root.path || path === routes.home.path) return homeRequests();
  if (path === routes.search.path) {
    const keyword = (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH);
    if (!keyword) return [];
    const args = {
      keyword,
      page: pageParam(params),
      page_size: PAGE_SIZE,
      sort: sortParam(params, searchSorts),
    };
    return [request(searchProductsOperation, args, firstCard)];
  }
  const id = positiveInt(params.get('id'));
  if (id === undefined) return [];
  if (path === routes.productDetail.path) {
    return [
      request(getProductDetailOperation, { id }, (product: GetProductDetailData) =>
        galleryPicture(product.images[0] ?? product.image),
      ),
    ];
  }
  if (path === routes.categoryDetail.path) {
    const args = {
      id,
      page: pageParam(params),
      page_size: PAGE_SIZE,
      sort: sortParam(params, listSorts),
      brand_id: positiveInt(params.get('brand')),
    };
    return [request(getCategoryPageOperation, args, (data: GetCategoryPageData) => firstCard(data.products))];
  }
  return [];
}
