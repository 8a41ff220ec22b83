import { mallHandlers, operationHandler } from '@mall/sdk/testing';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { currencies, page, products } from '../testing/fixtures';
import { BASE_URL, renderPage } from '../testing/render-page';
import { queryValue } from '../testing/requests';
import { RecommendPage } from './recommend-page';

const server = setupServer(
  ...mallHandlers(
    {
      getCurrencies: currencies,
      getRecommendedProductPage: (request) => {
        const pageNumber = Number(queryValue(request, 'page') ?? 1);
        const all = products('Pick', 30);
        return page(all.slice((pageNumber - 1) * 20, pageNumber * 20), { page: pageNumber, total: 30 });
      },
    },
    BASE_URL,
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const route = '/pages/category/recommend';

describe('RecommendPage', () => {
  it('shows recommended products a page at a time', async () => {
    const { user } = await renderPage(<RecommendPage />, { route });
    expect(screen.getByRole('heading', { level: 1, name: 'Recommended products' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pick 1' })).toBeInTheDocument();
    expect(document.title).toBe('Recommended products · Mall');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Items in total: 30')).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Pick 30' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Pick 1' })).toBeInTheDocument();
  });

  it('says when there is nothing to recommend', async () => {
    server.use(operationHandler('getRecommendedProductPage', page([]), BASE_URL));
    await renderPage(<RecommendPage />, { route, language: 'zh' });
    expect(await screen.findByRole('heading', { name: '暂无推荐。' })).toBeInTheDocument();
    expect(document.title).toBe('推荐商品 · Mall');
  });
});
