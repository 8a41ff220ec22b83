import { errorHandler, mallHandlers } from '@mall/sdk/testing';
import { LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { comment, currencies, page, productDetail, text } from '../testing/fixtures';
import { operationFixtures, operationHandler } from '@mall/sdk/testing';
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
const address = operationFixtures.getAddressList.list[0]!;

describe('ProductDetailPage', () => {
  it('shows the product with its price in the chosen currency, stock, details and no cart button', async () => {
    await renderPage(<ProductDetailPage />, {
      route: `${route}?id=12`,
      storage: memoryStorage({ currency: 'JPY' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Green tea set' })).toBeInTheDocument();
    expect(document.title).toBe('Green tea set · Mall');

    // 10.00 USD × 151.3 = ¥1,513; the list price 15.00 USD → ¥2,269.5 → ¥2,270, struck through.
    // In the summary, and again in the buy bar (the one phones keep above the tab bar).
    expect(screen.getAllByText('¥1,513')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Price, quantity and buying' })).getByText('¥1,513'),
    ).toBeVisible();
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

  it("shows the delivery fee and time to a shopper's default address, and asks a visitor to sign in for them", async () => {
    server.use(
      ...mallHandlers(
        {
          getCurrencies: currencies,
          getProductDetail: productDetail(),
          getAddressList: {
            list: [
              { ...address, id: 1, city: 'Lyon', country: 'FR', is_default: false },
              { ...address, id: 2, city: 'Chiang Mai', country: 'TH', is_default: true },
            ],
          },
          getDeliveryOptions: {
            list: [
              { code: 'standard', name: text('Standard'), fee_minor: 499, eta_days_min: 3, eta_days_max: 5 },
              { code: 'express', name: text('Express'), fee_minor: 1299, eta_days_min: 1, eta_days_max: 2 },
            ],
          },
        },
        BASE_URL,
      ),
    );
    const signedIn = await renderPage(<ProductDetailPage />, {
      route: `${route}?id=12`,
      storage: memoryStorage({ 'access-token': 'shopper-token' }),
    });
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(
      await within(delivery).findByText('To Chiang Mai, TH: $4.99, arrives in 3–5 days (Standard)'),
    ).toBeInTheDocument();
    signedIn.unmount();

    await renderPage(<ProductDetailPage />, { route: `${route}?id=12` });
    const asked = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(asked).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/pages/users/login?redirect=${encodeURIComponent(`${route}?id=12`)}`,
    );
  });

  it('introduces the shop: logo, name, rating, products and a way to it, with room for more actions', async () => {
    const ShopActions = ({ shopId }: { shopId: number }) => (
      <button type="button">Follow shop {shopId}</button>
    );
    await renderPage(<ProductDetailPage shopActions={ShopActions} />, { route: `${route}?id=12` });
    const card = await screen.findByRole('region', { name: 'Sakura Store' });
    expect(within(card).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('86 products')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Visit shop' })).toHaveAttribute(
      'href',
      '/pages/shop/detail?id=7',
    );
    expect(within(card).getByRole('button', { name: 'Follow shop 7' })).toBeInTheDocument();
  });

  it("follows the product's shop from its seller card, with the follower count", async () => {
    let state = { shop_id: 7, followed: false, follower_count: 9, notify: false };
    server.use(
      operationHandler('getShopFollowState', () => state, BASE_URL),
      operationHandler(
        'followShop',
        () => {
          state = { ...state, followed: true, follower_count: 10 };
          return state;
        },
        BASE_URL,
      ),
    );
    const storage = memoryStorage({ [TOKEN_KEY]: 'token-of-ada', [LOGGED_IN_KEY]: '1' });
    const { user } = await renderPage(<ProductDetailPage />, { route: `${route}?id=12`, storage });
    const card = await screen.findByRole('region', { name: 'Sakura Store' });
    expect(await within(card).findByText('Followers: 9')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Follow' }));
    expect(await within(card).findByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(within(card).getByText('Followers: 10')).toBeInTheDocument();
  });

  it('shows the latest reviews, and all of them a page at a time on request', async () => {
    const { user } = await renderPage(<ProductDetailPage />, { route: `${route}?id=12` });
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('Beautiful glaze.')).toBeInTheDocument();
    // Each review says the language it is written in, and marks its text with it.
    expect(within(reviews).getByText('Llegó bien embalado.')).toHaveAttribute('lang', 'es');
    expect(within(reviews).getByText('Written in Spanish')).toBeInTheDocument();
    expect(within(reviews).getByRole('list', { name: 'Ratings by stars' })).toHaveTextContent(
      '5 out of 5 stars: 10',
    );

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
