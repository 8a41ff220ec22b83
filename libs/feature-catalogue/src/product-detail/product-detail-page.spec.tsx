import { errorHandler, mallHandlers } from '@mall/sdk/testing';
import { memoryStorage } from '@mall/session';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { comment, currencies, page, productDetail } from '../testing/fixtures';
import { BASE_URL, renderPage } from '../testing/render-page';
import { queryValue } from '../testing/requests';
import { ProductDetailPage } from './product-detail-page';

const allComments = Array.from({ length: 14 }, (_, i) =>
  comment(i + 1, `Reviewer ${i + 1}`, `Review text ${i + 1}`),
);

const server = setupServer(
  ...mallHandlers(
    {
      getCurrencies: currencies,
      getProductDetail: productDetail(),
      getProductComments: (request) => {
        const pageNumber = Number(queryValue(request, 'page') ?? 1);
        const size = Number(queryValue(request, 'page_size') ?? 20);
        return page(allComments.slice((pageNumber - 1) * size, pageNumber * size), {
          page: pageNumber,
          pageSize: size,
          total: allComments.length,
        });
      },
    },
    BASE_URL,
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const route = '/pages/prouduct/detail';

describe('ProductDetailPage', () => {
  it('shows the product with its price in the chosen currency, stock, details and no cart button', async () => {
    await renderPage(<ProductDetailPage />, {
      route: `${route}?id=12`,
      storage: memoryStorage({ currency: 'JPY' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Green tea set' })).toBeInTheDocument();
    expect(document.title).toBe('Green tea set · Mall');

    // 10.00 USD × 151.3 = ¥1,513; the list price 15.00 USD → ¥2,269.5 → ¥2,270, struck through.
    expect(screen.getByText('¥1,513')).toBeInTheDocument();
    expect(screen.getByText('¥2,270').closest('s')).toBeInTheDocument();
    expect(screen.getByText('Prices in JPY are approximate. You pay in US dollars.')).toBeInTheDocument();
    expect(screen.getByText('In stock: 5')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getAllByText('Reviews: 14')).not.toHaveLength(0);

    expect(screen.getByText('Aiko Tanaka')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sakura Store' })).toHaveAttribute(
      'href',
      '/pages/shop/detail?id=7',
    );
    expect(screen.getByRole('link', { name: 'Tokoname' })).toHaveAttribute(
      'href',
      '/pages/category/brands?id=4',
    );
    expect(screen.getByText('Hand-made cups and a teapot of Tokoname clay.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /cart/i })).not.toBeInTheDocument();
  });

  it('switches pictures with the thumbnails', async () => {
    const { user } = await renderPage(<ProductDetailPage />, { route: `${route}?id=12` });
    const main = await screen.findByRole('img', { name: 'Green tea set, picture 1 of 2' });
    expect(main).toHaveAttribute('width');
    expect(main).toHaveAttribute('height');
    const second = screen.getByRole('button', { name: 'Show picture 2 of 2' });
    expect(second).toHaveAttribute('aria-pressed', 'false');

    await user.click(second);
    expect(screen.getByRole('img', { name: 'Green tea set, picture 2 of 2' })).toHaveAttribute(
      'src',
      'http://shop.test/media/catalog/product/12-b.jpg',
    );
    expect(second).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets the shopper pick a quantity from 1 up to the stock, with the total in the chosen currency', async () => {
    const { user } = await renderPage(<ProductDetailPage />, {
      route: `${route}?id=12`,
      storage: memoryStorage({ currency: 'JPY' }),
    });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    const less = screen.getByRole('button', { name: 'Decrease the quantity' });
    const more = screen.getByRole('button', { name: 'Increase the quantity' });
    expect(quantity).toHaveValue('1');
    expect(less).toHaveAttribute('aria-disabled', 'true');

    await user.click(more);
    await user.click(more);
    expect(quantity).toHaveValue('3');
    expect(screen.getByText('Total for 3: ¥4,539')).toBeInTheDocument();

    await user.click(quantity);
    await user.keyboard('{End}');
    expect(quantity).toHaveValue('5');
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await user.click(more);
    expect(quantity).toHaveValue('5');
  });

  it('shows the latest reviews, and all of them a page at a time on request', async () => {
    const { user } = await renderPage(<ProductDetailPage />, { route: `${route}?id=12` });
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('Beautiful glaze.')).toBeInTheDocument();
    expect(within(reviews).getByText('Arrived well packed.')).toBeInTheDocument();

    await user.click(within(reviews).getByRole('button', { name: 'More reviews' }));
    const all = await within(reviews).findByRole('region', { name: 'All reviews' });
    expect(await within(all).findByText('Review text 1')).toBeInTheDocument();
    expect(within(all).getAllByText(/^Review text/)).toHaveLength(10);
    expect(within(all).getByText('Items in total: 14')).toBeInTheDocument();

    await user.click(within(all).getByRole('button', { name: 'Next' }));
    expect(await within(all).findByText('Review text 14')).toBeInTheDocument();
    expect(within(all).queryByText('Review text 1')).not.toBeInTheDocument();

    await user.click(within(reviews).getByRole('button', { name: 'Hide the review list' }));
    expect(within(reviews).queryByRole('region', { name: 'All reviews' })).not.toBeInTheDocument();
    expect(within(reviews).getByText('Beautiful glaze.')).toBeInTheDocument();
  });

  it('says that an invalid or expired product has expired, instead of the page', async () => {
    server.use(errorHandler('getProductDetail', 2000021, 'This product has expired', BASE_URL));
    await renderPage(<ProductDetailPage />, { route: `${route}?id=13` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This product has expired.' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('This product has expired. · Mall');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/pages/home/home',
    );
  });

  it('says so in the shopper’s language', async () => {
    server.use(errorHandler('getProductDetail', 2000021, 'This product has expired', BASE_URL));
    await renderPage(<ProductDetailPage />, { route: `${route}?id=13`, language: 'zhtw' });
    expect(await screen.findByRole('heading', { level: 1, name: '此商品已失效。' })).toBeInTheDocument();
  });

  it('does not ask the API about a missing id', async () => {
    await renderPage(<ProductDetailPage />, { route });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This product does not exist.' }),
    ).toBeInTheDocument();
  });
});
