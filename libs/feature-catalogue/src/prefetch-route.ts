import { mallApi } from '@mall/sdk';
import type { AppDispatch } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { type PictureSource, preloadPicture } from '@mall/ui';
import { adsByPosition } from './home/home-page';
import { prefetchHomeData } from './home/prefetch-home';
import { PAGE_SIZE } from './shared/constants';
import { cardPicture, galleryPicture, heroPicture } from './shared/pictures';
import { listSorts, pageParam, positiveInt, sortParam } from './shared/query-params';

const options = { subscribe: false } as const;

/** Preloads the main picture once the data naming it arrives. */
const thenPreload =
  <Data>(pick: (data: Data) => PictureSource | undefined) =>
  ({ data }: { data?: Data }) => {
    const picture = data === undefined ? undefined : pick(data);
    if (picture) preloadPicture(picture);
  };

/**
 * Starts what a catalogue page's first screen needs while the app is still loading, in the same requests the
 * page makes (it reads them from the cache): its data and, as soon as the data names it, its main picture. So
 * neither waits for the app to mount and render the page. Other routes are left alone.
 */
export function prefetchRoute(path: string, params: URLSearchParams, dispatch: AppDispatch): void {
  const { endpoints } = mallApi;
  if (path === routes.root.path || path === routes.home.path) {
    prefetchHomeData(dispatch);
    void dispatch(endpoints.getStore.initiate({ type: 'advert' }, options)).then(
      thenPreload((data) => {
        const [first] = data.type === 'advert' ? adsByPosition(data.ads).top : [];
        return first && heroPicture(first.image);
      }),
    );
    return;
  }
  const id = positiveInt(params.get('id'));
  if (id === undefined) return;
  if (path === routes.productDetail.path) {
    void dispatch(endpoints.getProductDetail.initiate({ id }, options)).then(
      thenPreload((product) => galleryPicture(product.images[0] ?? product.image)),
    );
  } else if (path === routes.categoryDetail.path) {
    const page = {
      id,
      page: pageParam(params),
      page_size: PAGE_SIZE,
      sort: sortParam(params, listSorts),
      brand_id: positiveInt(params.get('brand')),
    };
    void dispatch(endpoints.getCategoryPage.initiate(page, options)).then(
      thenPreload((data) => {
        const [first] = data.products.list;
        return first && cardPicture(first.image);
      }),
    );
  }
}
