import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { eq, sql } from 'drizzle-orm';
import { registerCustomer } from '@mall/server-account';
import { type Database, DomainError } from '@mall/server-core';
import type { DatabaseHandle } from '@mall/server-database';
import { openTestDatabase } from '@mall/server-database/testing';
import { followedShopPage, followShop, notifiedFollowers, setFollowNotices, unfollowShop } from '../src';
import { shops } from '../src/tables';

const serverUrl = process.env.TEST_DATABASE_URL;

let count = 0;
const newUser = async (db: Database) =>
  (
    await registerCustomer(db, {
      email: `follower-${process.pid}-${(count += 1)}@example.com`,
      password: 'follow password 1',
      firstname: 'Fol',
      lastname: 'Lower',
    })
  ).id;

const openShop = async (db: Database, name: string) =>
  (
    await db
      .insert(shops)
      .values({ name, description_en: name, logo: 'logo.png', banner: 'banner.png' })
      .returning({ id: shops.id })
  )[0]!.id;

/** The shop's stored count and its follow rows, which must always agree. */
async function followCounts(db: Database, shopId: number) {
  const [shop] = await db.select({ count: shops.followerCount }).from(shops).where(eq(shops.id, shopId));
  const { rows } = (await db.execute(
    sql`select count(*)::int as count from shop_follows where shop_id = ${shopId}`,
  )) as unknown as { rows: { count: number }[] };
  return { stored: shop!.count, rows: rows[0]!.count };
}

const keyOf = (work: Promise<unknown>) =>
  work.then(
    () => 'done',
    (error: unknown) => (error instanceof DomainError ? error.key : `fault: ${String(error)}`),
  );

describe('following shops', () => {
  let database: DatabaseHandle;
  let db: Database;
  before(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  after(() => database.close());

  it('follows and unfollows idempotently, keeping the count equal to the follows', async () => {
    const shop = await openShop(db, 'Follow Shop');
    const [ada, bob] = [await newUser(db), await newUser(db)];
    expect(await followShop(db, ada, shop)).toEqual({
      shopId: shop,
      followed: true,
      followerCount: 1,
      notify: false,
    });
    expect(await followShop(db, ada, shop)).toMatchObject({ followed: true, followerCount: 1 });
    expect((await followShop(db, bob, shop)).followerCount).toBe(2);
    expect(await unfollowShop(db, bob, shop)).toMatchObject({ followed: false, followerCount: 1 });
    expect(await unfollowShop(db, bob, shop)).toMatchObject({ followed: false, followerCount: 1 });
    expect(await followCounts(db, shop)).toEqual({ stored: 1, rows: 1 });
    expect(await keyOf(followShop(db, ada, 999_999))).toBe('NO_DATA_FOUND');
    expect(await keyOf(unfollowShop(db, ada, 999_999))).toBe('NO_DATA_FOUND');
  });

  it('keeps the notice choice per followed shop, and refuses it for a shop not followed', async () => {
    const [north, south] = [await openShop(db, 'North'), await openShop(db, 'South')];
    const [ada, bob] = [await newUser(db), await newUser(db)];
    await followShop(db, ada, north);
    await followShop(db, ada, south, true);
    expect(await notifiedFollowers(db, south)).toEqual([ada]);
    expect(await notifiedFollowers(db, north)).toEqual([]);
    // Following again with a choice changes the choice only.
    expect(await followShop(db, ada, north, true)).toMatchObject({ followerCount: 1, notify: true });
    expect(await setFollowNotices(db, ada, north, false)).toMatchObject({ followed: true, notify: false });
    expect(await keyOf(setFollowNotices(db, bob, north, true))).toBe('NOT_FOLLOWING_SHOP');
    const page = await followedShopPage(db, ada, { page: 1, pageSize: 10 });
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.shop.id)).toEqual([south, north]);
    expect((await followedShopPage(db, bob, { page: 1, pageSize: 10 })).total).toBe(0);
  });
});

describe(
  'follow races on PostgreSQL',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    let database: DatabaseHandle;
    let db: Database;
    before(async () => {
      database = await openTestDatabase();
      db = database.db;
    });
    after(() => database.close());

    it('100 concurrent follows by one user leave one follow and a count of one', async () => {
      const shop = await openShop(db, 'Race Shop');
      const ada = await newUser(db);
      const states = await Promise.all(Array.from({ length: 100 }, () => followShop(db, ada, shop)));
      expect(states.every((state) => state.followed && state.followerCount === 1)).toBe(true);
      expect(await followCounts(db, shop)).toEqual({ stored: 1, rows: 1 });
    });

    it('follows and unfollows of many users at once keep the count equal to the follows', async () => {
      const shop = await openShop(db, 'Busy Shop');
      const users = await Promise.all(Array.from({ length: 12 }, () => newUser(db)));
      // Each user follows and unfollows alternately, ten times over, all at once.
      await Promise.all(
        users.flatMap((user) =>
          Array.from({ length: 10 }, (_, index) =>
            index % 2 === 0 ? followShop(db, user, shop) : unfollowShop(db, user, shop),
          ),
        ),
      );
      const counts = await followCounts(db, shop);
      expect(counts.stored).toBe(counts.rows);
      await Promise.all(users.map((user) => followShop(db, user, shop)));
      expect(await followCounts(db, shop)).toEqual({ stored: users.length, rows: users.length });
    });
  },
);
