import { mallHandlers } from '@mall/sdk/testing';
import { createAppStore, memoryStorage } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { prefetchRoute } from './prefetch-route';
import { ad, category, page, product, productDetail } from './testing/fixtures';
import { BASE_URL } from './testing/render-page';

const requested: string[] = [];
const teapot = product(31, 'Teapot', 1000);
const server = setupServer(
  ...mallHandlers(
    {
      getStore: { type: 'advert', ads: [ad(2, 'top', 'Second', '/'), ad(1, 'top', 'First', '/')] },
      getHotProducts: { list: [] },
      getNewProducts: { list: [] },
      getRecommendedProducts: { list: [] },
      getAnnouncements: { list: [] },
      getProductDetail: productDetail(),
      getCategoryPage: (request) => {
        requested.push(new URL(request.url).pathname);
        return { category: category(9, 'Kitchen'), parents: [], children: [], brands: [], products: page([teapot]) };
      },
    },
    BASE_URL,
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.head.replaceChildren();
});
afterAll(() => server.close());

const newStore = () =>
  createAppStore(
    { baseUrl: BASE_URL, getLanguage: () => 'en', goToLogin: jest.fn(), onToast: jest.fn() },
    memoryStorage(),
  );

const preloadedPicture = () =>
  document.head.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]')?.getAttribute('href');

describe('prefetchRoute', () => {
  it('loads a product page’s data before the page mounts, then preloads its gallery’s first picture', async () => {
    const store = newStore();
    prefetchRoute(routes.productDetail.path, new URLSearchParams('id=12'), store.dispatch);
    await waitFor(() => expect(preloadedPicture()).toBe(productDetail().images[0]));
    const cached = store.getState().mallApi.queries;
    expect(Object.keys(cached)).toContain('getProductDetail({"id":12})');
  });

  it('preloads the first card of a category page', async () => {
    prefetchRoute(routes.categoryDetail.path, new URLSearchParams('id=9'), newStore().dispatch);
    await waitFor(() => expect(preloadedPicture()).toBe(teapot.image));
    expect(requested).toEqual(['/api/category/9/1']);
  });

  it('preloads the first top ad on home', async () => {
    prefetchRoute(routes.home.path, new URLSearchParams(), newStore().dispatch);
    await waitFor(() => expect(preloadedPicture()).toBe(ad(1, 'top', 'First', '/').image));
  });

  it('leaves a page without an id alone', () => {
    const store = newStore();
    prefetchRoute(routes.productDetail.path, new URLSearchParams(), store.dispatch);
    expect(store.getState().mallApi.queries).toEqual({});
  });
});
