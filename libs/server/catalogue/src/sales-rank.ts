import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '@mall/server-core';
import { refreshSearchSales } from './search-sales';

/** How many marked products one ranking transaction copies. */
const SALES_RANK_BATCH = 500;

/**
 * Copies the sold counts of the products sold since the last run (`product_sales_unranked`, migration 0037) into
 * `ranked_sold_count`, which listings and search order by, in transactions of `batch` products until no mark is
 * left that it can take; answers how many products it ranked.
 *
 * Each transaction locks the marked products first, skipping those a sale holds (its mark stays for a later run),
 * then clears their marks and copies their counts. A sale locks its product before it marks it, so the two never
 * wait on each other in opposite orders, and a sale that commits after the copy marks its product again.
 */
export async function rankProductSales(db: Database, batch = SALES_RANK_BATCH): Promise<number> {
  let ranked = 0;
  for (;;) {
    const { marked, locked } = await db.transaction(async (tx) => {
      const marks = await rowsOf<{ product_id: number }>(
        tx,
        sql`select product_id from product_sales_unranked order by product_id limit ${batch}`,
      );
      if (!marks.length) return { marked: 0, locked: 0 };
      const held = await rowsOf<{ id: number }>(
        tx,
        sql`select id from products where id = any(${sql.param(marks.map((row) => row.product_id))}::int[])
             order by id for update skip locked`,
      );
      const ids = held.map((row) => row.id);
      if (ids.length) {
        await tx.execute(
          sql`delete from product_sales_unranked where product_id = any(${sql.param(ids)}::int[])`,
        );
        await tx.execute(
          sql`update products set ranked_sold_count = sold_count
               where id = any(${sql.param(ids)}::int[]) and ranked_sold_count <> sold_count`,
        );
      }
      return { marked: marks.length, locked: ids.length };
    });
    ranked += locked;
    // A batch cut short by products a sale holds ends the run: their marks wait for the next one.
    if (marked < batch || locked < marked) return ranked;
  }
}

/**
 * The sales job's run: the counts of the products sold since the last run ranked (`rankProductSales`), then the
 * search rows whose sales band that moved written (`refreshSearchSales`); answers how many search rows it wrote.
 */
export async function refreshSalesOrder(db: Database): Promise<number> {
  await rankProductSales(db);
  return refreshSearchSales(db);
}
