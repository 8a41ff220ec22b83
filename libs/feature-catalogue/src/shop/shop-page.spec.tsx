import { errorHandler, mallHandlers } from '@mall/sdk/testing';
import { LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { currencies, page, products, shop } from '../testing/fixtures';
import { BASE_URL, renderPage } from '../testing/render-page';
import { lastPathNumber, queryValue } from '../testing/requests';
import { ShopPage } from './shop-page';

const sorts: (string | null)[] = [];
/** The follow state the server keeps in these tests, and what it was asked. */
let follow = { shop_id: 7, followed: false, follower_count: 1234, notify: false };
const followCalls: string[] = [];
const server = setupServer(
  ...mallHandlers(
    {
      getCurrencies: currencies,
      getShopFollowState: () => follow,
      followShop: () => {
        followCalls.push('follow');
        follow = { ...follow, followed: true, follower_count: follow.follower_count + 1 };
        return follow;
      },
      unfollowShop: () => {
        followCalls.push('unfollow');
        follow = { ...follow, followed: false, follower_count: follow.follower_count - 1, notify: false };
        return follow;
      },
      setShopFollowNotices: () => {
        followCalls.push('notify');
        follow = { ...follow, notify: !follow.notify };
        return follow;
      },
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

  it('follows the shop, turns on its notices and unfollows it, for a signed-in shopper', async () => {
    follow = { shop_id: 7, followed: false, follower_count: 1234, notify: false };
    const storage = memoryStorage({ [TOKEN_KEY]: 'token-of-ada', [LOGGED_IN_KEY]: '1' });
    const { user } = await renderPage(<ShopPage />, { route: `${route}?id=7`, storage });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Notify me when Sakura Store adds a product' }));
    expect(await screen.findByRole('button', { name: 'Stop notices from Sakura Store' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(followCalls).toEqual(['follow', 'notify', 'unfollow']);
  });

  it('sends a visitor who presses Follow to sign in, and back to the shop after', async () => {
    follow = { shop_id: 7, followed: false, follower_count: 1234, notify: false };
    const { user, router } = await renderPage(<ShopPage />, {
      route: `${route}?id=7`,
      otherRoutes: { '/pages/users/login': <p>Sign-in page</p> },
      language: 'th',
    });
    await user.click(await screen.findByRole('button', { name: 'ติดตาม' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toContain(encodeURIComponent(`${route}?id=7`));
  });
});
