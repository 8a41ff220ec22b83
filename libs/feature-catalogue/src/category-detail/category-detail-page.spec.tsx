import type { GetCategoryPageArgs, GetCategoryPageData } from '@mall/sdk';
import { errorHandler, mallHandlers, operationHandler } from '@mall/sdk/testing';
import { memoryStorage } from '@mall/session';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import {
  category,
  categoryPage as teapotsPage,
  categoryTree,
  currencies,
  page,
  products,
} from '../testing/fixtures';
import { BASE_URL, renderPage } from '../testing/render-page';
import { lastPathNumber, queryValue } from '../testing/requests';
import { CategoryDetailPage } from './category-detail-page';

/** Requests the page made, as the API received them. */
let requests: Partial<GetCategoryPageArgs>[] = [];

/** 45 teapots, 20 a page; brand 5 has none. */
function categoryPage(request: Request): GetCategoryPageData {
  const pageNumber = lastPathNumber(request);
  const brandId = queryValue(request, 'brand_id');
  requests.push({
    page: pageNumber,
    sort: (queryValue(request, 'sort') ?? undefined) as GetCategoryPageArgs['sort'],
    brand_id: brandId ? Number(brandId) : undefined,
  });
  const all = brandId === '5' ? [] : products('Teapot', 45);
  return teapotsPage({
    products: page(all.slice((pageNumber - 1) * 20, pageNumber * 20), {
      page: pageNumber,
      total: all.length,
    }),
  });
}

const server = setupServer(
  ...mallHandlers({ getCurrencies: currencies, getCategoryPage: categoryPage }, BASE_URL),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const route = '/pages/category/detail';

describe('CategoryDetailPage', () => {
  it('shows the category, where it sits, its sub-categories and prices in the chosen currency', async () => {
    await renderPage(<CategoryDetailPage />, {
      route: `${route}?id=11`,
      storage: memoryStorage({ currency: 'JPY' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Teapots' })).toBeInTheDocument();
    expect(document.title).toBe('Teapots · Mall');
    const breadcrumb = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(breadcrumb).getByRole('link', { name: 'Kitchen' })).toHaveAttribute(
      'href',
      '/pages/category/detail?id=1',
    );
    const subcategories = screen.getByRole('region', { name: 'Subcategories' });
    expect(within(subcategories).getByRole('link', { name: 'Glass' })).toHaveAttribute(
      'href',
      '/pages/category/detail?id=112',
    );
    // Teapot 1 costs 10.00 USD: × 151.3 = ¥1,513.
    const card = screen.getByRole('link', { name: 'Teapot 1' }).closest('article')!;
    expect(within(card).getByText('¥1,513')).toBeInTheDocument();
    expect(screen.getByText('Items in total: 45')).toBeInTheDocument();
  });

  it('names the whole category in its one-line title', async () => {
    server.use(
      operationHandler(
        'getCategoryPage',
        (request) => ({
          ...categoryPage(request),
          category: category(11, 'Cast iron teapots from Iwate', 1),
        }),
        BASE_URL,
      ),
    );
    await renderPage(<CategoryDetailPage />, { route: `${route}?id=11` });
    const title = await screen.findByRole('heading', { level: 1, name: 'Cast iron teapots from Iwate' });
    expect(title).toHaveAttribute('title', 'Cast iron teapots from Iwate');
  });

  it.each([
    ['keeps', [category(111, 'Cast iron', 11)], 4],
    ['leaves out', [], 3],
  ])(
    'while it loads, %s room for the sub-categories’ row as the category tree tells',
    async (_keeps, children, rows) => {
      let answer: () => void = () => undefined;
      server.use(
        operationHandler(
          'getSeriesCategories',
          { list: [categoryTree(1, 'Kitchen'), categoryTree(11, 'Teapots', children)] },
          BASE_URL,
        ),
        operationHandler(
          'getCategoryPage',
          async (request) => {
            await new Promise<void>((resolve) => {
              answer = resolve;
            });
            return categoryPage(request);
          },
          BASE_URL,
        ),
      );
      await renderPage(<CategoryDetailPage />, { route: `${route}?id=11` });
      const loading = screen.getByRole('progressbar', { name: 'Loading…' });
      // The breadcrumb's, the title's, the sub-categories' (once the tree shows some) and the products' rows.
      await waitFor(() => expect(loading.firstElementChild!.childElementCount).toBe(rows));
      answer();
      expect(await screen.findByRole('link', { name: 'Teapot 1' })).toBeInTheDocument();
    },
  );

  it('moves between pages, keeping the page in the URL', async () => {
    const { user } = await renderPage(<CategoryDetailPage />, { route: `${route}?id=11` });
    await screen.findByRole('link', { name: 'Teapot 1' });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Teapot 21' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Teapot 1' })).not.toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Teapot 45' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(requests.map((request) => request.page)).toEqual([1, 2, 3]);
  });

  it('opens at the page named in the URL', async () => {
    await renderPage(<CategoryDetailPage />, { route: `${route}?id=11&page=2` });
    expect(await screen.findByRole('link', { name: 'Teapot 21' })).toBeInTheDocument();
  });

  it('filters by brand and sorts, starting again at page 1', async () => {
    const { user } = await renderPage(<CategoryDetailPage />, { route: `${route}?id=11&page=2` });
    await screen.findByRole('link', { name: 'Teapot 21' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await screen.findByRole('link', { name: 'Teapot 1' });
    expect(requests.at(-1)).toEqual({ page: 1, sort: 'price_desc', brand_id: undefined });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Iwachu');
    expect(
      await screen.findByRole('heading', { name: 'This brand has no products in this category.' }),
    ).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ page: 1, sort: 'price_desc', brand_id: 5 });

    await user.click(screen.getByRole('button', { name: 'Show all brands' }));
    expect(await screen.findByRole('link', { name: 'Teapot 1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('');
  });

  it('shows an empty category as such', async () => {
    server.use(
      operationHandler(
        'getCategoryPage',
        (request) => ({ ...categoryPage(request), children: [], brands: [], products: page([]) }),
        BASE_URL,
      ),
    );
    await renderPage(<CategoryDetailPage />, { route: `${route}?id=11` });
    expect(
      await screen.findByRole('heading', { name: 'There are no products in this category yet.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says when the category does not exist', async () => {
    server.use(errorHandler('getCategoryPage', 2000019, 'no data', BASE_URL));
    await renderPage(<CategoryDetailPage />, { route: `${route}?id=999` });
    expect(await screen.findByRole('heading', { name: 'This category does not exist.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all categories' })).toHaveAttribute(
      'href',
      '/pages/category/category',
    );
  });

  it('does not ask the API about a malformed id', async () => {
    await renderPage(<CategoryDetailPage />, { route: `${route}?id=abc` });
    expect(screen.getByRole('heading', { name: 'This category does not exist.' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
