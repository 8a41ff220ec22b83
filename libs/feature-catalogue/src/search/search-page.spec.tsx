import { mallHandlers } from '@mall/sdk/testing';
import { memoryStorage } from '@mall/session';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { currencies, page, product, products } from '../testing/fixtures';
import { BASE_URL, renderPage } from '../testing/render-page';
import { queryValue } from '../testing/requests';
import { SearchPage } from './search-page';

const searched: { keyword: string; page: number; sort: string | null }[] = [];

const server = setupServer(
  ...mallHandlers(
    {
      getCurrencies: currencies,
      searchProducts: (request) => {
        const keyword = decodeURIComponent(new URL(request.url).pathname.split('/').at(-1)!);
        const pageNumber = Number(queryValue(request, 'page') ?? 1);
        searched.push({ keyword, page: pageNumber, sort: queryValue(request, 'sort') });
        if (keyword === 'tea') {
          const all = products('Tea', 25);
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
        return page([]);
      },
    },
    BASE_URL,
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  searched.length = 0;
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
      screen.getByText('Check the spelling, or try a shorter or more general word.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute(
      'href',
      '/pages/category/category',
    );
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('searches from the form on the page', async () => {
    const { user } = await renderPage(<SearchPage />, {
      route,
      language: 'jp',
      storage: memoryStorage({ currency: 'JPY' }),
    });
    expect(
      screen.getByRole('heading', { name: 'キーワードを入力して商品を検索してください。' }),
    ).toBeInTheDocument();
    expect(searched).toEqual([]);

    const form = screen.getByRole('search', { name: '商品を検索' });
    await user.type(within(form).getByRole('searchbox', { name: '商品を検索' }), '  抹茶 ');
    await user.click(within(form).getByRole('button', { name: '検索' }));

    expect(await screen.findByRole('heading', { level: 1, name: '「抹茶」の検索結果' })).toBeInTheDocument();
    // 20.00 USD × 151.3 = ¥3,026.
    expect(await screen.findByText('¥3,026')).toBeInTheDocument();
    expect(searched).toEqual([{ keyword: '抹茶', page: 1, sort: null }]);
    // The page starts afresh for the new keyword: the form shows it, trimmed.
    expect(screen.getByRole('searchbox', { name: '商品を検索' })).toHaveValue('抹茶');
  });
});
