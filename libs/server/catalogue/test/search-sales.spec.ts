import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import type { DatabaseHandle } from '@mall/server-database';
import { openTestDatabase } from '@mall/server-database/testing';
import { rankProductSales, refreshSearchSales, releaseStock, reserveStock } from '../src';
import { categories, products, shops } from '../src/tables';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Active products of one new shop and category, with these sold counts and ample stock. */
async function newProducts(db: Database, soldCounts: number[]): Promise<number[]> {
  const [shop] = await db
    .insert(shops)
    .values({ name: 'Sales Shop', description_en: 'Sales', logo: 'logo.png', banner: 'banner.png' })
    .returning({ id: shops.id });
  const [category] = await db
    .insert(categories)
    .values({ name_en: 'Sales', image: 'category.png' })
    .returning({ id: categories.id });
  const rows = await db
    .insert(products)
    .values(
      soldCounts.map((soldCount, index) => ({
        shopId: shop!.id,
        categoryId: category!.id,
        name_en: `Sales lamp ${index}`,
        short_description_en: 'A lamp',
        description_en: 'A lamp',
        priceMinor: 1_000,
        stock: 1_000_000,
        soldCount,
        rankedSoldCount: soldCount,
        image: 'lamp.png',
        searchText: `sales lamp ${index}`,
      })),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

/**
 * Each product's own count, the count it is ranked by, whether a sale is waiting to be ranked, its search row's
 * count, the row's version and whether the row is marked for the refresh.
 */
async function searchRows(db: Database, ids: number[]) {
  const { rows } = (await db.execute(
    sql`select p.id, p.sold_count as sold, p.ranked_sold_count as ranked,
               exists (select 1 from product_sales_unranked u where u.product_id = p.id) as unranked,
               s.sold_count as row_sold, s.xmin::text as version,
               exists (select 1 from product_search_stale m where m.product_id = p.id) as marked
          from products p join product_search s on s.product_id = p.id
         where p.id = any(${sql.param(ids)}::int[]) order by p.id`,
  )) as unknown as {
    rows: {
      id: number;
      sold: number;
      ranked: number;
      unranked: boolean;
      row_sold: number;
      version: string;
      marked: boolean;
    }[];
  };
  return rows;
}

/** What the API's sales job does: answers how many search rows it wrote. */
async function salesJob(db: Database, batch?: number): Promise<number> {
  await rankProductSales(db, batch);
  return refreshSearchSales(db, batch);
}

// One database for the file: the products each test makes are its own.
let database: DatabaseHandle;
let db: Database;
before(async () => {
  database = await openTestDatabase();
  db = database.db;
});
after(() => database.close());

describe('search rows and sales', () => {
  it('a sale changes the count alone; ranking it marks a new sales band, which the refresh writes once', async () => {
    const [few, many] = await newProducts(db, [5, 19_376]);
    const [fewBefore, manyBefore] = await searchRows(db, [few!, many!]);
    expect(fewBefore).toMatchObject({ ranked: 5, unranked: false, row_sold: 5, marked: false });

    // The sale marks the product to be ranked; the ranked count and the search row stay.
    await db.transaction((tx) => reserveStock(tx, few!, 2));
    await db.transaction((tx) => reserveStock(tx, many!, 3));
    const [fewSold, manySold] = await searchRows(db, [few!, many!]);
    expect(fewSold).toEqual({ ...fewBefore, sold: 7, unranked: true });
    expect(manySold).toEqual({ ...manyBefore, sold: 19_379, unranked: true });

    // Below 1,000 sold the band is the count itself: ranking 7 marks the search row. 19,376 → 19,379 stays in the
    // band of 19,300: nothing to mark.
    expect(await rankProductSales(db)).toBe(2);
    const [fewRanked, manyRanked] = await searchRows(db, [few!, many!]);
    expect(fewRanked).toEqual({ ...fewSold, ranked: 7, unranked: false, marked: true });
    expect(manyRanked).toEqual({ ...manySold, ranked: 19_379, unranked: false });

    expect(await refreshSearchSales(db)).toBe(1);
    const [fewRefreshed] = await searchRows(db, [few!]);
    expect(fewRefreshed).toMatchObject({ sold: 7, ranked: 7, row_sold: 7, marked: false });
    expect(fewRefreshed!.version).not.toBe(fewBefore!.version);
    expect(await salesJob(db)).toBe(0);

    // A cancelled order's release moves the count back down, and the job follows it.
    await db.transaction((tx) => releaseStock(tx, few!, 7));
    expect(await salesJob(db)).toBe(1);
    expect((await searchRows(db, [few!]))[0]).toMatchObject({
      sold: 0,
      ranked: 0,
      unranked: false,
      row_sold: 0,
      marked: false,
    });
  });

  it('ranks and refreshes every marked product, more than one batch of them', async () => {
    const ids = await newProducts(db, [1, 2, 3, 4, 5]);
    await db
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + 10` })
      .where(inArray(products.id, ids));
    expect(await rankProductSales(db, 2)).toBe(5);
    expect(await refreshSearchSales(db, 2)).toBe(5);
    const rows = await searchRows(db, ids);
    expect(rows.map((row) => [row.ranked, row.unranked, row.row_sold, row.marked])).toEqual(
      [11, 12, 13, 14, 15].map((sold) => [sold, false, sold, false]),
    );
  });
});

describe(
  'search sales races on PostgreSQL',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    it('sales racing the sales job lose no sale: after a last run every count is ranked and every row in its band', async () => {
      const ids = await newProducts(db, [0, 3, 998, 999, 1_000, 5_000]);
      let selling = true;
      const refreshing = (async () => {
        let runs = 0;
        while (selling || runs < 2) {
          await salesJob(db, 2);
          runs += 1;
        }
      })();
      // 240 sales of one unit, 8 at a time, on six products (two or three per checkout, in random order).
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let round = 0; round < 30; round += 1) {
            const chosen = ids.filter(() => Math.random() < 0.5);
            await db.transaction(async (tx) => {
              for (const id of chosen.length ? chosen : [ids[round % ids.length]!])
                await reserveStock(tx, id, 1);
            });
          }
        }),
      );
      selling = false;
      await refreshing;
      await salesJob(db);
      const { rows } = (await db.execute(
        sql`select count(*)::int as wrong from products p join product_search s on s.product_id = p.id
             where p.id = any(${sql.param(ids)}::int[])
               and (p.ranked_sold_count <> p.sold_count
                    or product_sales_band(p.sold_count) <> product_sales_band(s.sold_count))`,
      )) as unknown as { rows: { wrong: number }[] };
      expect(rows[0]!.wrong).toBe(0);
      const marks = (await db.execute(
        sql`select (select count(*) from product_search_stale)::int + (select count(*) from product_sales_unranked)::int as n`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(marks.rows[0]!.n).toBe(0);
    });
  },
);
