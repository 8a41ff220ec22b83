import { errorHandler, mallHandlers } from '@mall/sdk/testing';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { currencies, page, products, shop } from '../testing/fixtures';
import { BASE_URL, renderPage } from '../testing/render-page';
import { lastPathNumber, queryValue } from '../testing/requests';
import { ShopPage } from './shop-page';

const sorts: (string | null)[] = [];
const server = setupServer(
  ...mallHandlers(
    {
      getCurrencies: currencies,
      getShopPage: (request) => {
        const pageNumber = lastPathNumber(request);
        sorts.push(queryValue(request, 'sort'));
        const all = products('Cup', 42);
        return {
          shop: shop(),
          products: page(all.slice((pageNumber - 1) * 20, pageNumber * 20), { page: pageNumber, total: 42 }),
        };
      },
    },
    BASE_URL,
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const route = '/pages/shop/detail';

describe('ShopPage', () => {
  it('shows the shop’s header and a page of its products', async () => {
    const { user } = await renderPage(<ShopPage />, { route: `${route}?id=7` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sakura Store' })).toBeInTheDocument();
    expect(document.title).toBe('Sakura Store · Mall');
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Followers: 1,234')).toBeInTheDocument();
    expect(screen.getByText('Products: 42')).toBeInTheDocument();
    expect(screen.getByText('Tea, cups and everything for a quiet afternoon.')).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Products in this shop' });
    expect(within(products).getAllByRole('article')).toHaveLength(20);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest rated');
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Cup 42' })).toBeInTheDocument();
    expect(sorts.at(-1)).toBe('rating');
  });

  it('says when the shop does not exist', async () => {
    server.use(errorHandler('getShopPage', 2000019, 'no data', BASE_URL));
    await renderPage(<ShopPage />, { route: `${route}?id=8`, language: 'th' });
    expect(await screen.findByRole('heading', { name: 'ไม่มีร้านค้านี้' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับไปหน้าแรก' })).toHaveAttribute('href', '/pages/home/home');
  });
});
