import { sql } from 'drizzle-orm';
import type { Database } from '@mall/server-core';

/** How many marked products one refresh transaction writes. */
const SEARCH_SALES_BATCH = 500;

/**
 * Writes the ranked sold counts of the products marked when `rankProductSales` moved their count to another sales
 * band (`product_search_stale`, migrations 0029 and 0037) into their search rows, in transactions of `batch`
 * products, until no mark is left; answers how many search rows it wrote. Ranking never rewrites a search row
 * itself (each rewrite adds the row's words, trigrams and character pairs to the search indexes again): search
 * ranks by the products' own ranked counts inside windows bounded by the rows' sales bands, so a row is behind its
 * product's band only until the next refresh.
 *
 * Each transaction first takes the marks (skipping those a ranking still holds: it commits them for a later run),
 * then reads the products' counts in a second statement, whose snapshot sees every ranking whose mark it took. A
 * ranking that commits after that snapshot marks its product again, so no count is lost; any number of processes
 * may refresh at once, each taking other marks.
 */
export async function refreshSearchSales(db: Database, batch = SEARCH_SALES_BATCH): Promise<number> {
  let written = 0;
  for (;;) {
    const { taken, rewritten } = await db.transaction(async (tx) => {
      const marks = (await tx.execute(
        sql`delete from product_search_stale where product_id in (
              select product_id from product_search_stale order by product_id limit ${batch} for update skip locked)
            returning product_id`,
      )) as unknown as { rows: { product_id: number }[] };
      const ids = marks.rows.map((row) => row.product_id);
      if (!ids.length) return { taken: 0, rewritten: 0 };
      const rows = (await tx.execute(
        sql`update product_search set sold_count = products.ranked_sold_count
              from products
             where products.id = any(${sql.param(ids)}::int[]) and product_search.product_id = products.id
               and product_sales_band(product_search.sold_count) is distinct from product_sales_band(products.ranked_sold_count)
            returning product_search.product_id`,
      )) as unknown as { rows: unknown[] };
      return { taken: ids.length, rewritten: rows.rows.length };
    });
    written += rewritten;
    if (taken < batch) return written;
  }
}
