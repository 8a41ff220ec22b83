import type { SellerProduct } from '@mall/sdk';
import { operationHandler } from '@mall/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { BASE_URL, renderPage, signedInStorage, startApiServer } from '../testing/render-page';
import { ProductsPage } from './products-page';
import { toMinor } from './product-schema';

const server = startApiServer();
jest.setTimeout(15_000);

const product = (change: Partial<SellerProduct>): SellerProduct => ({
  id: 7,
  name: { text: 'Tea cup', lang: 'en' },
  image: '/media/cup.png',
  price_minor: 2_700,
  stock: 12,
  state: 'on_sale',
  sold_count: 31,
  review_message: null,
  category_id: 3,
  created_at: '2026-01-15T09:30:00.000Z',
  ...change,
});

function serveProducts(list: SellerProduct[], asked: Array<Record<string, string>> = []) {
  const sent: Array<Record<string, string>> = [];
  server.use(
    operationHandler(
      'getSellerProducts',
      (request) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return { list, page: 1, page_size: 50, total: list.length, total_capped: false, has_more: false };
      },
      BASE_URL,
    ),
    operationHandler(
      'updateSellerProduct',
      async (request) => {
        sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return list[0]!;
      },
      BASE_URL,
    ),
  );
  return sent;
}

describe('ProductsPage', () => {
  it('lists the products with price, stock and state, and sends only what changed', async () => {
    const sent = serveProducts([
      product({}),
      product({
        id: 8,
        name: { text: 'Saucer', lang: 'en' },
        state: 'refused',
        review_message: 'Blurred photo.',
      }),
    ]);
    const onSaved = jest.fn();
    const { user } = await renderPage(<ProductsPage onSaved={onSaved} />, {
      route: '/products',
      storage: signedInStorage(),
    });
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Tea cup.*In stock: 12.*\$27\.00.*On sale/);
    expect(items[1]).toHaveTextContent(/Refused.*Reviewer’s message: Blurred photo\./);

    await user.click(within(items[0]!).getByRole('button', { name: 'Change Tea cup' }));
    const price = within(items[0]!).getByLabelText(/Price/);
    expect(price).toHaveValue('27.00');
    await user.clear(price);
    await user.type(price, '29.5');
    await user.click(within(items[0]!).getByRole('checkbox', { name: 'On sale' }));
    await user.click(within(items[0]!).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Saved.'));
    expect(sent).toEqual([{ id: '7', price_minor: '2950', on_sale: 'false' }]);
  });

  it('refuses a price that is not money and a stock that is not a whole number', async () => {
    const sent = serveProducts([product({})]);
    const { user } = await renderPage(<ProductsPage />, { route: '/products', storage: signedInStorage() });
    await user.click(await screen.findByRole('button', { name: 'Change Tea cup' }));
    const item = within(screen.getByRole('listitem'));
    await user.clear(item.getByLabelText(/Price/));
    await user.type(item.getByLabelText(/Price/), '1.999');
    await user.clear(item.getByLabelText(/Stock/));
    await user.type(item.getByLabelText(/Stock/), '-1');
    await user.click(item.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a price above 0 with at most two decimals.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number, 0 or more.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows what each product sold, and asks for what the seller searches, filters and sorts by', async () => {
    const asked: Array<Record<string, string>> = [];
    serveProducts([product({})], asked);
    const { user } = await renderPage(<ProductsPage />, { route: '/products', storage: signedInStorage() });
    expect(await screen.findByRole('listitem')).toHaveTextContent('Sold: 31');
    const search = within(screen.getByRole('search', { name: 'Find products' }));
    await user.type(search.getByRole('searchbox', { name: 'Search your products' }), 'cup');
    await user.selectOptions(search.getByRole('combobox', { name: 'Status' }), 'On sale');
    await user.selectOptions(search.getByRole('combobox', { name: 'Stock' }), 'Running low (10 or fewer)');
    await user.selectOptions(search.getByRole('combobox', { name: 'Sort by' }), 'Best selling');
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        page: '1',
        page_size: '50',
        keyword: 'cup',
        state: 'on_sale',
        stock: 'low',
        sort: 'best_selling',
      }),
    );
    // Typing asks once the seller pauses, not per keystroke.
    expect(asked.filter((query) => query['keyword'] === 'c' || query['keyword'] === 'cu')).toEqual([]);
  });

  it('says when nothing matches the search, apart from a shop with no products', async () => {
    serveProducts([]);
    const { user } = await renderPage(<ProductsPage />, { route: '/products', storage: signedInStorage() });
    await screen.findByRole('heading', { name: 'Your shop has no products yet.' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Sold out');
    expect(
      await screen.findByRole('heading', { name: 'No products match this search and these filters.' }),
    ).toBeInTheDocument();
  });

  it('says when the shop has no products', async () => {
    serveProducts([]);
    await renderPage(<ProductsPage />, { route: '/products', storage: signedInStorage() });
    expect(
      await screen.findByRole('heading', { name: 'Your shop has no products yet.' }),
    ).toBeInTheDocument();
  });
});

describe('toMinor', () => {
  it('turns typed dollars into cents without floating-point drift', () => {
    expect([toMinor('29.5'), toMinor('0.29'), toMinor('1000'), toMinor('19.99')]).toEqual([
      2950, 29, 100000, 1999,
    ]);
  });
});
