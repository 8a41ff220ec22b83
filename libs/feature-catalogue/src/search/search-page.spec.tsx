import { mallHandlers } from '@mall/sdk/testing';
import { memoryStorage } from '@mall/session';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { brand, currencies, page, product, products } from '../testing/fixtures';
import { BASE_URL, renderPage } from '../testing/render-page';
import { queryValue } from '../testing/requests';
import { SearchPage } from './search-page';

const searched: { keyword: string; page: number; sort: string | null }[] = [];
const filtered: Record<string, string | null>[] = [];

const server = setupServer(
  ...mallHandlers(
    {
      getCurrencies: currencies,
      getAllBrands: () => ({ list: [brand(3, 'Kettleworks'), brand(4, 'Nobody’s brand')] }),
      searchProducts: (request) => {
        const keyword = decodeURIComponent(new URL(request.url).pathname.split('/').at(-1)!);
        const pageNumber = Number(queryValue(request, 'page') ?? 1);
        searched.push({ keyword, page: pageNumber, sort: queryValue(request, 'sort') });
        const filters = Object.fromEntries(
          ['price_min', 'price_max', 'rating_min', 'shop_id', 'brand_id'].map((name) => [
            name,
            queryValue(request, name),
          ]),
        );
        if (Object.values(filters).some((value) => value !== null)) filtered.push(filters);
        if (keyword === 'tea') {
          // Every other tea is of the Kettleworks brand.
          const all = products('Tea', 25).map((item, index) => ({ ...item, brand_id: index % 2 ? null : 3 }));
          return page(all.slice((pageNumber - 1) * 20, pageNumber * 20), { page: pageNumber, total: 25 });
        }
        if (keyword === 'shirt') {
          // The server ranks at most 1,000 matches and says the total is capped.
          return {
            ...page(products('Shirt', 20), { page: pageNumber, total: 1000 }),
            total_capped: true,
            has_more: true,
          };
        }
        if (keyword === '抹茶')
          return page([product(9, '抹茶', 2000, { name: { text: '抹茶', lang: 'jp' } })]);
        if (keyword === 'kettel')
          return { ...page([product(4, 'Electric Kettle', 2999)]), corrected_keyword: 'kettle' };
        return page([]);
      },
    },
    BASE_URL,
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  searched.length = 0;
  filtered.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const route = '/pages/search/search';

describe('SearchPage', () => {
  it('shows results with previous/next and the total, moving between pages', async () => {
    const { user } = await renderPage(<SearchPage />, { route: `${route}?keyword=tea` });
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “tea”' })).toBeInTheDocument();
    expect(document.title).toBe('Search: tea · Mall');
    expect(await screen.findByRole('link', { name: 'Tea 1' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Items in total: 25')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Tea 25' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Tea 1' })).toBeInTheDocument();
    // Page 1 comes back from the cache.
    expect(searched.map((request) => request.page)).toEqual([1, 2]);
  });

  it('shows a capped total as "1,000+" and keeps offering the next page', async () => {
    await renderPage(<SearchPage />, { route: `${route}?keyword=shirt&page=50` });
    await screen.findByRole('link', { name: 'Shirt 1' });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Items in total: 1,000+')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(within(pages).getByRole('button', { name: 'Page 51' })).toBeInTheDocument();
  });

  it('sorts the results, best match first by default', async () => {
    const { user } = await renderPage(<SearchPage />, { route: `${route}?keyword=tea&page=2` });
    await screen.findByRole('link', { name: 'Tea 21' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('relevance');

    await user.selectOptions(sort, 'Price: low to high');
    expect(await screen.findByRole('link', { name: 'Tea 1' })).toBeInTheDocument();
    expect(searched.at(-1)).toEqual({ keyword: 'tea', page: 1, sort: 'price_asc' });
  });

  it('shows an empty state when nothing matches', async () => {
    await renderPage(<SearchPage />, { route: `${route}?keyword=spaceship` });
    expect(
      await screen.findByRole('heading', { name: 'No products match “spaceship”.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Check the spelling, try another word, or clear the filters.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute(
      'href',
      '/pages/category/category',
    );
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it("asks for a keyword in the app bar's box, having none of its own", async () => {
    await renderPage(<SearchPage />, { route, language: 'jp', storage: memoryStorage({ currency: 'JPY' }) });
    expect(
      screen.getByRole('heading', { name: 'キーワードを入力して商品を検索してください。' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(searched).toEqual([]);
  });

  it('says which keyword the results of a misspelt one are for', async () => {
    await renderPage(<SearchPage />, { route: `${route}?keyword=kettel` });
    expect(await screen.findByRole('link', { name: 'Electric Kettle' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing results for “kettle”: nothing matched “kettel”.',
    );
  });

  it('filters by price typed in the display currency, rating, shop and brand, kept in the address', async () => {
    const { user } = await renderPage(<SearchPage />, {
      route: `${route}?keyword=tea`,
      language: 'jp',
      storage: memoryStorage({ currency: 'JPY' }),
    });
    await screen.findByRole('link', { name: 'Tea 1' });
    const toggle = screen.getByRole('button', { name: '絞り込み' });
    if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle);
    await user.type(screen.getByRole('textbox', { name: '下限' }), '1513');
    await user.type(screen.getByRole('textbox', { name: '上限' }), '100');
    await user.click(screen.getByRole('button', { name: '適用' }));
    expect(screen.getByRole('textbox', { name: '上限' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: '上限' })).toHaveAccessibleDescription(
      '上限価格が下限価格を下回っています。',
    );
    expect(filtered).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: '上限' }));
    await user.type(screen.getByRole('textbox', { name: '上限' }), '3,026');
    await user.selectOptions(screen.getByRole('combobox', { name: '評価' }), '4 ★ 以上');
    await user.selectOptions(screen.getByRole('combobox', { name: 'ショップ' }), 'Sakura Store');
    // Only the brands of the results are offered.
    const brands = screen.getByRole('combobox', { name: 'ブランド' });
    expect(
      within(brands)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['すべてのブランド', 'Kettleworks']);
    await user.selectOptions(brands, 'Kettleworks');
    await user.click(screen.getByRole('button', { name: '適用' }));
    // ¥1,513 and ¥3,026 at 151.3 yen a dollar are $10 and $20.
    await screen.findByRole('button', { name: '絞り込み（4）' });
    expect(filtered.at(-1)).toEqual({
      price_min: '1000',
      price_max: '2000',
      rating_min: '4',
      shop_id: '7',
      brand_id: '3',
    });
    expect(screen.getByRole('textbox', { name: '下限' })).toHaveValue('1513');

    await user.click(screen.getByRole('button', { name: '絞り込みを解除' }));
    expect(await screen.findByRole('button', { name: '絞り込み' })).toBeInTheDocument();
    expect(searched.at(-1)).toEqual({ keyword: 'tea', page: 1, sort: null });
  });
});
