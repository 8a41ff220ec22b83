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
import {
  HOME_LIST_SIZE,
  KEYWORD_MAX_LENGTH,
  PAGE_SIZE,
  TOP_BRANDS,
  WIDEST_FIRST_ROW,
} from './shared/constants';
import { cardPicture, galleryPicture, heroPicture } from './shared/pictures';
import { listSorts, pageParam, positiveInt, searchSorts, sortParam } from './shared/query-params';

/** The pictures a page's first screen opens on, as an answer names them. */
export interface FirstScreenPictures {
  /** In the page's order; the first is its main one (the largest paint). */
  pictures: PictureSource[];
  /** A category page shows a row of its sub-categories above its products. */
  subcategories?: boolean;
}

type PicturesOf<Data> = (data: Data) => FirstScreenPictures | undefined;

/** A request a catalogue page makes as it mounts, with the same arguments its hook passes. */
export interface FirstScreenRequest {
  operation: OperationDescriptor;
  args: unknown;
  /** The pictures the page opens on, from this request's answer (`data`), when this answer names them. */
  firstPictures?: PicturesOf<unknown>;
}

/** A request whose answer's `data` is `Data` (the caller hands `firstPictures` that operation's answer only). */
const request = <Data>(
  operation: OperationDescriptor,
  args: unknown,
  firstPictures?: PicturesOf<Data>,
): FirstScreenRequest => ({
  operation,
  args,
  ...(firstPictures && { firstPictures: firstPictures as PicturesOf<unknown> }),
});

/** One main picture; none when the answer names none. */
const only = (picture: PictureSource | undefined) => picture && { pictures: [picture] };

/** The pictures of a product grid's first row, as wide as the widest page holds; none for an empty list. */
const firstRow = ({ list }: SearchProductsData, subcategories?: boolean) =>
  list.length === 0
    ? undefined
    : {
        pictures: list.slice(0, WIDEST_FIRST_ROW).map((product) => cardPicture(product.image)),
        ...(subcategories !== undefined && { subcategories }),
      };

function homeRequests(): FirstScreenRequest[] {
  const limit = { limit: HOME_LIST_SIZE };
  return [
    request(getStoreOperation, { type: 'advert' }, (data: GetStoreData) => {
      const [first] = data.type === 'advert' ? adsByPosition(data.ads).top : [];
      return only(first && heroPicture(first.image));
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
    return [request(searchProductsOperation, args, (data: SearchProductsData) => firstRow(data))];
  }
  const id = positiveInt(params.get('id'));
  if (id === undefined) return [];
  if (path === routes.productDetail.path) {
    return [
      request(getProductDetailOperation, { id }, (product: GetProductDetailData) =>
        only(galleryPicture(product.images[0] ?? product.image)),
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
    return [
      request(getCategoryPageOperation, args, (data: GetCategoryPageData) =>
        firstRow(data.products, data.children.length > 0),
      ),
    ];
  }
  return [];
}
