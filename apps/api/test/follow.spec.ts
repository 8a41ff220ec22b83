import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { eq, sql } from 'drizzle-orm';
import { addShopProduct, changeShopProduct } from '@mall/server-catalogue';
import { decideProduct } from '@mall/server-seller';
import { shops } from '../src/db/schema';
import { getJson, rowsOf, seedShops } from './buying-fixtures';
import { createTestApp, form, signUp, type SignedUpUser, type TestApp } from './harness';

const NOT_FOLLOWING_SHOP = 3300001;
const NO_DATA_FOUND = 2000019;
const INVALID_PARAMETERS = 1000008;
const FOLLOWED_SHOP_NOTICE = 800;

type Seeded = Awaited<ReturnType<typeof seedShops>>;

const follow = (api: TestApp, user: SignedUpUser, shopId: number, extra: Record<string, boolean> = {}) =>
  api.call(form('/api/customer/shop/follow', { shop_id: shopId, ...extra }, user.token));
const unfollow = (api: TestApp, user: SignedUpUser, shopId: number) =>
  api.call(form('/api/customer/shop/unfollow', { shop_id: shopId }, user.token));

/** The shop's stored count and its follow rows, which must always agree. */
async function followCounts(api: TestApp, shopId: number) {
  const [shop] = await api.database.db
    .select({ count: shops.followerCount })
    .from(shops)
    .where(eq(shops.id, shopId));
  const [rows] = await rowsOf<{ count: number }>(
    api.database.db,
    sql`select count(*)::int as count from shop_follows where shop_id = ${shopId}`,
  );
  return { stored: shop!.count, rows: rows!.count };
}

/** A seller's product approved by staff (it goes on sale and `product.published` is recorded). */
async function publishProduct(api: TestApp, shopId: number, name: string, priceMinor: number) {
  const [category] = await rowsOf<{ id: number }>(api.database.db, sql`select id from categories limit 1`);
  const added = await addShopProduct(api.database.db, shopId, {
    name_en: name,
    short_description_en: name,
    description_en: name,
    priceMinor,
    stock: 5,
    categoryId: category!.id,
    images: ['product/new.png'],
  });
  await decideProduct(api.database.db, added.id, { approve: true, message: '', actor: { kind: 'ops' } });
  return added.id;
}

const feed = (api: TestApp, user: SignedUpUser, query = '') =>
  getJson(api, `/api/customer/shop/feed${query}`, user.token);

describe('following shops', () => {
  let api: TestApp;
  let seeded: Seeded;
  let ada: SignedUpUser;
  let bob: SignedUpUser;
  let north: number;
  let south: number;

  before(async () => {
    api = await createTestApp();
    seeded = await seedShops(api.database.db);
    north = seeded.shops[0]!.id;
    south = seeded.shops[1]!.id;
    ada = await signUp(api, 'ada.follow@example.com');
    bob = await signUp(api, 'bob.follow@example.com', 'Bob');
  });
  after(() => api.close());

  it('follows and unfollows, idempotently, with the count kept exact and shown on the shop page', async () => {
    const first = await follow(api, ada, north);
    expect(first.body).toMatchObject({
      code: 200,
      data: { shop_id: north, followed: true, follower_count: 1, notify: false },
    });
    expect((await follow(api, ada, north)).body.data).toMatchObject({ followed: true, follower_count: 1 });
    expect((await follow(api, bob, north)).body.data.follower_count).toBe(2);

    const page = await getJson(api, `/api/shop/${north}/1`, ada.token);
    expect(page.body.data.shop).toMatchObject({ followed: true, follower_count: 2 });
    const visitor = await api.call({ method: 'GET', url: `/api/shop/${north}/1` });
    expect(visitor.body.data.shop).toMatchObject({ followed: false, follower_count: 2 });
    const state = await api.call({ method: 'GET', url: `/api/customer/shop/follow_state?shop_id=${north}` });
    expect(state.body.data).toEqual({ shop_id: north, followed: false, follower_count: 2, notify: false });

    expect((await unfollow(api, bob, north)).body.data).toMatchObject({ followed: false, follower_count: 1 });
    expect((await unfollow(api, bob, north)).body.data).toMatchObject({ followed: false, follower_count: 1 });
    expect(await followCounts(api, north)).toEqual({ stored: 1, rows: 1 });
    expect((await follow(api, ada, 999_999)).body.code).toBe(NO_DATA_FOUND);
  });

  it('lists the shops followed, newest first, with the notice choice', async () => {
    await follow(api, ada, south, { notify: true });
    const followed = await getJson(api, '/api/customer/shop/followed', ada.token);
    expect(followed.body.data).toMatchObject({ total: 2, has_more: false });
    expect(
      followed.body.data.list.map((shop: { id: number; notify: boolean; followed: boolean }) => [
        shop.id,
        shop.notify,
        shop.followed,
      ]),
    ).toEqual([
      [south, true, true],
      [north, false, true],
    ]);
    expect((await getJson(api, '/api/customer/shop/followed', bob.token)).body.data.list).toEqual([]);
  });

  it('turns notices on and off per followed shop, and refuses them for a shop not followed', async () => {
    const on = await api.call(
      form('/api/customer/shop/follow_notices', { shop_id: north, notify: true }, ada.token),
    );
    expect(on.body.data).toMatchObject({ followed: true, notify: true });
    const off = await api.call(
      form('/api/customer/shop/follow_notices', { shop_id: north, notify: false }, ada.token),
    );
    expect(off.body.data).toMatchObject({ notify: false });
    const notFollowing = await api.call(
      form('/api/customer/shop/follow_notices', { shop_id: north, notify: true }, bob.token),
    );
    expect(notFollowing.body.code).toBe(NOT_FOLLOWING_SHOP);
  });

  it("feeds the followed shops' new products and price drops, newest first, by keyset", async () => {
    const carol = await signUp(api, 'carol.follow@example.com', 'Carol');
    await follow(api, carol, north);
    const ids: number[] = [];
    for (let index = 1; index <= 5; index += 1)
      ids.push(await publishProduct(api, north, `North new ${index}`, 1_000 * index));
    await publishProduct(api, south, 'South new', 700);
    await changeShopProduct(api.database.db, north, ids[0]!, { priceMinor: 800 });
    // A price rise is not news.
    await changeShopProduct(api.database.db, north, ids[1]!, { priceMinor: 2_500 });

    const first = await feed(api, carol, '?limit=4');
    expect(first.body.code).toBe(200);
    const entries = first.body.data.list;
    expect(entries).toHaveLength(4);
    expect(entries[0]).toMatchObject({
      kind: 'price_drop',
      price_minor: 800,
      previous_price_minor: 1_000,
      shop: { id: north, name: 'North Shop' },
      product: { id: ids[0], price_minor: 800 },
    });
    expect(entries.slice(1).map((entry: { product: { id: number } }) => entry.product.id)).toEqual([
      ids[4],
      ids[3],
      ids[2],
    ]);
    expect(entries[1]).toMatchObject({ kind: 'new_product', previous_price_minor: null });
    const rest = await feed(api, carol, `?limit=4&cursor=${first.body.data.next_cursor}`);
    expect(rest.body.data.list.map((entry: { product: { id: number } }) => entry.product.id)).toEqual([
      ids[1],
      ids[0],
    ]);
    expect(rest.body.data.next_cursor).toBeNull();
    // Another shop's entries are not in it; after unfollowing, nothing is.
    await unfollow(api, carol, north);
    expect((await feed(api, carol)).body.data).toEqual({ list: [], next_cursor: null });
    expect((await feed(api, carol, '?cursor=abc')).body.code).toBe(INVALID_PARAMETERS);
  });

  it('sends a followed-shop notice (type 800) to the followers who asked for it, in their language', async () => {
    const dan = await signUp(api, 'dan.follow@example.com', 'Dan');
    const eve = await signUp(api, 'eve.follow@example.com', 'Eve');
    await follow(api, dan, south, { notify: true });
    await follow(api, eve, south);
    await publishProduct(api, south, 'Lantern', 1_500);
    // Delivered by the event subscribers before the next request.
    const danNotices = await getJson(api, '/api/customer/user/notices', dan.token, 'th');
    const fromShop = danNotices.body.data.list.filter(
      (notice: { type: number }) => notice.type === FOLLOWED_SHOP_NOTICE,
    );
    expect(fromShop).toHaveLength(1);
    expect(fromShop[0]).toMatchObject({ title: 'สินค้าใหม่จาก South Shop' });
    expect(fromShop[0].content).toContain('Lantern');
    const eveNotices = await getJson(api, '/api/customer/user/notices', eve.token);
    expect(
      eveNotices.body.data.list.filter((notice: { type: number }) => notice.type === FOLLOWED_SHOP_NOTICE),
    ).toEqual([]);
  });
});
