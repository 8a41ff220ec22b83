import type { FollowedShop, FollowFeedEntry } from '@mall/sdk';
import { operationFixtures, operationHandler } from '@mall/sdk/testing';
import { LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';
import { screen, waitFor, within } from '@testing-library/react';
import { BASE_URL, renderPage, startApiServer } from '../testing/render-page';
import { FollowedShops } from './followed-shops';
import { FollowingFeedPage } from './following-feed-page';

const server = startApiServer();
const signedIn = () => memoryStorage({ [TOKEN_KEY]: 'token-of-ada', [LOGGED_IN_KEY]: '1', lang: 'en' });

const followedShop = (id: number, name: string, notify = false): FollowedShop => ({
  ...operationFixtures.getFollowedShops.list[0]!,
  id,
  name,
  follower_count: 10 * id,
  followed: true,
  notify,
});

const entry = (id: number, change: Partial<FollowFeedEntry> = {}): FollowFeedEntry => {
  const sample = operationFixtures.getFollowFeed.list[0]!;
  return {
    ...sample,
    id,
    shop: { id: 3, name: 'Sakura Store', logo: '/media/logo.png' },
    product: { ...sample.product, id: 100 + id, name: { text: `Teapot ${id}`, lang: 'en' } },
    price_minor: 1_500,
    previous_price_minor: null,
    ...change,
  };
};

describe('Shops I follow', () => {
  it('lists the followed shops with their bells, and unfollows and turns notices on', async () => {
    const asked: string[] = [];
    let shops = [followedShop(1, 'Sakura Store', true), followedShop(2, 'Nordic Home')];
    server.use(
      operationHandler(
        'getFollowedShops',
        () => ({
          list: shops,
          page: 1,
          page_size: 20,
          total: shops.length,
          total_capped: false,
          has_more: false,
        }),
        BASE_URL,
      ),
      operationHandler(
        'unfollowShop',
        async (request) => {
          const id = Number(new URLSearchParams(await request.text()).get('shop_id'));
          asked.push(`unfollow ${id}`);
          shops = shops.filter((shop) => shop.id !== id);
          return { shop_id: id, followed: false, follower_count: 0, notify: false };
        },
        BASE_URL,
      ),
      operationHandler(
        'setShopFollowNotices',
        async (request) => {
          const body = new URLSearchParams(await request.text());
          asked.push(`notify ${body.get('shop_id')} ${body.get('notify')}`);
          shops = shops.map((shop) =>
            shop.id === Number(body.get('shop_id'))
              ? { ...shop, notify: body.get('notify') === 'true' }
              : shop,
          );
          return { shop_id: 2, followed: true, follower_count: 20, notify: true };
        },
        BASE_URL,
      ),
    );
    const { user } = await renderPage(<FollowedShops />, {
      route: '/pages/mine/dashboard',
      storage: signedIn(),
    });
    const card = await screen.findByRole('region', { name: 'Shops I follow' });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Sakura Store' })).toHaveAttribute(
      'href',
      '/pages/shop/detail?id=1',
    );
    expect(within(items[0]!).getByRole('button', { name: 'Stop notices from Sakura Store' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(
      within(items[1]!).getByRole('button', { name: 'Notify me when Nordic Home adds a product' }),
    );
    expect(
      await within(card).findByRole('button', { name: 'Stop notices from Nordic Home' }),
    ).toBeInTheDocument();
    await user.click(within(items[0]!).getByRole('button', { name: 'Following' }));
    // The unfollowed shop stays, busy, until its answer arrives: wait for it to go, not for any list.
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(1));
    expect(asked).toEqual(['notify 2 true', 'unfollow 1']);
    expect(within(card).getByRole('link', { name: 'New from shops I follow' })).toHaveAttribute(
      'href',
      '/pages/mine/following',
    );
  });

  it('says when no shop is followed yet, in Thai', async () => {
    server.use(
      operationHandler(
        'getFollowedShops',
        { list: [], page: 1, page_size: 20, total: 0, total_capped: false, has_more: false },
        BASE_URL,
      ),
    );
    await renderPage(<FollowedShops />, {
      route: '/pages/mine/dashboard',
      storage: signedIn(),
      language: 'th',
    });
    expect(await screen.findByText(/คุณยังไม่ได้ติดตามร้านค้าใด/)).toBeInTheDocument();
  });
});

describe('FollowingFeedPage', () => {
  it('shows new products and price drops newest first, and the next slice after the last one shown', async () => {
    const cursors: (string | null)[] = [];
    server.use(
      operationHandler(
        'getCurrencies',
        {
          list: [{ code: 'USD', symbol: '$', rate: 1, decimals: 2, name: 'US Dollar' }],
          static: '',
          base: 'USD',
        },
        BASE_URL,
      ),
      operationHandler(
        'getFollowFeed',
        (request) => {
          const cursor = new URL(request.url).searchParams.get('cursor');
          cursors.push(cursor);
          return cursor === null
            ? {
                list: [
                  entry(9, { kind: 'price_drop', price_minor: 1_200, previous_price_minor: 1_500 }),
                  entry(8),
                ],
                next_cursor: '8',
              }
            : { list: [entry(3)], next_cursor: null };
        },
        BASE_URL,
      ),
    );
    const { user } = await renderPage(<FollowingFeedPage />, {
      route: '/pages/mine/following',
      storage: signedIn(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Following' })).toBeInTheDocument();
    const first = await screen.findAllByRole('listitem');
    expect(first).toHaveLength(2);
    expect(within(first[0]!).getByText('Price drop')).toBeInTheDocument();
    expect(within(first[0]!).getByText('$12.00')).toBeInTheDocument();
    expect(within(first[0]!).getByText('Was $15.00')).toBeInTheDocument();
    expect(within(first[1]!).getByText('New product')).toBeInTheDocument();
    expect(within(first[1]!).getByRole('link', { name: 'Teapot 8' })).toHaveAttribute(
      'href',
      '/pages/prouduct/detail?id=108',
    );
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Teapot 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(cursors).toEqual([null, '8']);
  });

  it('says when the followed shops have nothing new', async () => {
    server.use(operationHandler('getFollowFeed', { list: [], next_cursor: null }, BASE_URL));
    await renderPage(<FollowingFeedPage />, {
      route: '/pages/mine/following',
      storage: signedIn(),
      language: 'zh',
    });
    expect(await screen.findByText('您关注的店铺暂时没有新动态。')).toBeInTheDocument();
  });
});
