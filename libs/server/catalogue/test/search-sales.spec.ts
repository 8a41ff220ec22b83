import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import type { DatabaseHandle } from '@mall/server-database';
import { openTestDatabase } from '@mall/server-database/testing';
import { refreshSearchSales, releaseStock, reserveStock } from '../src';
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
        image: 'lamp.png',
        searchText: `sales lamp ${index}`,
      })),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

/** Each product's own count, its search row's count, the row's version and whether it is marked. */
async function searchRows(db: Database, ids: number[]) {
  const { rows } = (await db.execute(
    sql`select p.id, p.sold_count as sold, s.sold_count as row_sold, s.xmin::text as version,
               exists (select 1 from product_search_stale m where m.product_id = p.id) as marked
          from products p join product_search s on s.product_id = p.id
         where p.id = any(${sql.param(ids)}::int[]) order by p.id`,
  )) as unknown as {
    rows: { id: number; sold: number; row_sold: number; version: string; marked: boolean }[];
  };
  return rows;
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
  it('a sale leaves the search row as it was and marks a new sales band; the refresh writes it once', async () => {
    const [few, many] = await newProducts(db, [5, 19_376]);
    const [fewBefore, manyBefore] = await searchRows(db, [few!, many!]);
    expect(fewBefore).toMatchObject({ row_sold: 5, marked: false });

    // Below 1,000 sold the band is the count itself: the sale marks the product, its search row stays.
    await db.transaction((tx) => reserveStock(tx, few!, 2));
    // 19,376 → 19,379 stays in the band of 19,300: nothing to mark.
    await db.transaction((tx) => reserveStock(tx, many!, 3));
    const [fewSold, manySold] = await searchRows(db, [few!, many!]);
    expect(fewSold).toEqual({ ...fewBefore, sold: 7, marked: true });
    expect(manySold).toEqual({ ...manyBefore, sold: 19_379 });

    expect(await refreshSearchSales(db)).toBe(1);
    const [fewRefreshed] = await searchRows(db, [few!]);
    expect(fewRefreshed).toMatchObject({ sold: 7, row_sold: 7, marked: false });
    expect(fewRefreshed!.version).not.toBe(fewBefore!.version);
    expect(await refreshSearchSales(db)).toBe(0);

    // A cancelled order's release moves the count back down, and the refresh follows it.
    await db.transaction((tx) => releaseStock(tx, few!, 7));
    expect(await refreshSearchSales(db)).toBe(1);
    expect((await searchRows(db, [few!]))[0]).toMatchObject({ sold: 0, row_sold: 0, marked: false });
  });

  it('refreshes every marked product, more than one batch of them', async () => {
    const ids = await newProducts(db, [1, 2, 3, 4, 5]);
    await db
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + 10` })
      .where(inArray(products.id, ids));
    expect(await refreshSearchSales(db, 2)).toBe(5);
    const rows = await searchRows(db, ids);
    expect(rows.map((row) => [row.row_sold, row.marked])).toEqual(
      [11, 12, 13, 14, 15].map((sold) => [sold, false]),
    );
  });
});

describe(
  'search sales races on PostgreSQL',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    it('sales racing refreshes lose no sale: after a last refresh every row is in its product’s band', async () => {
      const ids = await newProducts(db, [0, 3, 998, 999, 1_000, 5_000]);
      let selling = true;
      const refreshing = (async () => {
        let runs = 0;
        while (selling || runs < 2) {
          await refreshSearchSales(db, 2);
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
      await refreshSearchSales(db);
      const { rows } = (await db.execute(
        sql`select count(*)::int as wrong from products p join product_search s on s.product_id = p.id
             where p.id = any(${sql.param(ids)}::int[])
               and product_sales_band(p.sold_count) <> product_sales_band(s.sold_count)`,
      )) as unknown as { rows: { wrong: number }[] };
      expect(rows[0]!.wrong).toBe(0);
      const marks = (await db.execute(
        sql`select count(*)::int as n from product_search_stale`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(marks.rows[0]!.n).toBe(0);
    });
  },
);
