import { errorHandler, mallHandlers } from '@mall/sdk/testing';
import { memoryStorage } from '@mall/session';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { brand, currencies, page, products } from '../testing/fixtures';
import { BASE_URL, renderPage } from '../testing/render-page';
import { queryValue } from '../testing/requests';
import { BrandsPage } from './brands-page';

const server = setupServer(
  ...mallHandlers(
    {
      getCurrencies: currencies,
      getAllBrands: { list: [brand(4, 'Tokoname'), brand(5, '岩鋳', 'jp')] },
      getBrand: (request) => {
        const pageNumber = Number(queryValue(request, 'page') ?? 1);
        const all = products('Kyusu', 25);
        return {
          brand: { ...brand(4, 'Tokoname'), product_count: 25 },
          products: page(all.slice((pageNumber - 1) * 20, pageNumber * 20), { page: pageNumber, total: 25 }),
        };
      },
    },
    BASE_URL,
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const route = '/pages/category/brands';

describe('BrandsPage', () => {
  it('without an id, shows every brand linking to its page', async () => {
    await renderPage(<BrandsPage />, { route });
    expect(screen.getByRole('heading', { level: 1, name: 'Brands' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Tokoname/ })).toHaveAttribute(
      'href',
      '/pages/category/brands?id=4',
    );
    // A brand name in another language than the page is marked with its language.
    expect(screen.getByText('岩鋳')).toHaveAttribute('lang', 'ja');
    expect(document.title).toBe('Brands · Mall');
  });

  it('with an id, shows the brand and its products a page at a time', async () => {
    const { user } = await renderPage(<BrandsPage />, {
      route: `${route}?id=4`,
      storage: memoryStorage({ currency: 'THB' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tokoname' })).toBeInTheDocument();
    expect(document.title).toBe('Tokoname · Mall');
    expect(screen.getByText('Products: 25')).toBeInTheDocument();
    // Kyusu 1 costs 10.00 USD × 7.24 = ฿72.40.
    const card = screen.getByRole('link', { name: 'Kyusu 1' }).closest('article')!;
    expect(within(card).getByText('฿72.40')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Kyusu 25' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('says when the brand does not exist', async () => {
    server.use(errorHandler('getBrand', 2000019, 'no data', BASE_URL));
    await renderPage(<BrandsPage />, { route: `${route}?id=404` });
    expect(await screen.findByRole('heading', { name: 'This brand does not exist.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all brands' })).toHaveAttribute('href', route);
  });
});
