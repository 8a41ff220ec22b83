import { errorHandler, mallHandlers, operationHandler } from '@mall/sdk/testing';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { category, categoryTree, currencies } from '../testing/fixtures';
import { BASE_URL, renderPage } from '../testing/render-page';
import { CategoriesPage } from './categories-page';

const server = setupServer(
  ...mallHandlers(
    {
      getCurrencies: currencies,
      getSeriesCategories: {
        list: [
          categoryTree(1, 'Kitchen', [category(11, 'Teapots', 1), category(12, 'Cups', 1)]),
          categoryTree(2, 'Garden'),
        ],
      },
    },
    BASE_URL,
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const route = '/pages/category/category';

describe('CategoriesPage', () => {
  it('shows the category tree, every category linking to its page', async () => {
    await renderPage(<CategoriesPage />, { route });
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kitchen' })).toHaveAttribute(
      'href',
      '/pages/category/detail?id=1',
    );
    const teapots = within(screen.getByRole('list', { name: 'Subcategories of Kitchen' })).getByRole('link', {
      name: 'Teapots',
    });
    expect(teapots).toHaveAttribute('href', '/pages/category/detail?id=11');
    expect(screen.getByRole('link', { name: 'Garden' })).toBeInTheDocument();
    expect(document.title).toBe('Categories · Mall');
  });

  it('says so when there are no categories', async () => {
    server.use(operationHandler('getSeriesCategories', { list: [] }, BASE_URL));
    await renderPage(<CategoriesPage />, { route, language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Todavía no hay categorías.' })).toBeInTheDocument();
    expect(document.title).toBe('Categorías · Mall');
  });

  it('shows the failure and loads again on request', async () => {
    server.use(errorHandler('getSeriesCategories', 2000018, 'busy', BASE_URL));
    const { user } = await renderPage(<CategoriesPage />, { route });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Kitchen' })).toBeInTheDocument();
  });
});
