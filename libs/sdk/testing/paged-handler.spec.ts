import { setupServer } from 'msw/node';
import { pagedHandler } from './paged-handler';

const BASE_URL = 'http://shop.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const news = Array.from({ length: 12 }, (_, index) => ({ id: index + 1 }));
const products = Array.from({ length: 45 }, (_, index) => ({ id: index + 1 }));

const get = async (path: string) => {
  const response = await fetch(`${BASE_URL}${path}`);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
};

describe('pagedHandler', () => {
  it('answers the page and page size asked for in the query string', async () => {
    server.use(pagedHandler('getNews', news as never, { baseUrl: BASE_URL }));
    expect(await get('/customer/index/news?page=2&page_size=10')).toMatchObject({
      list: [{ id: 11 }, { id: 12 }],
      page: 2,
      page_size: 10,
      total: 12,
      has_more: false,
    });
    expect(await get('/customer/index/news?page_size=10')).toMatchObject({ page: 1, has_more: true });
  });

  it('fills the last page partly, at the default page size', async () => {
    server.use(pagedHandler('getRecommendedProductPage', products as never, { baseUrl: BASE_URL }));
    const data = await get('/customer/product/get_recommend_list?page=3');
    expect(data).toMatchObject({ page: 3, page_size: 20, total: 45, total_capped: false, has_more: false });
    expect(data['list']).toHaveLength(5);
  });
});
