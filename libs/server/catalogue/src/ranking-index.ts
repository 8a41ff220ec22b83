import { sql } from 'drizzle-orm';
import type { Database } from '@mall/server-core';

/** The search texts a ranking index can serve: the word vector, or the character pairs of unspaced scripts. */
export type SearchVector = 'words' | 'grams';

/** The sort keys the ranking indexes carry beside each entry, by the column attached. */
export type RankedKey = 'sold' | 'created' | 'price';

/**
 * The ranking index of a vector and sort key (migration 0014): a RUM index on the vector with the key attached
 * to each entry, so that a window's bound on the key is checked inside the index and only the window's
 * matches reach the table.
 */
export const rankingIndexName = (vector: SearchVector, key: RankedKey) =>
  `product_search_${vector === 'words' ? 'vector' : 'grams'}_${key}_rank_idx`;

/** The ranking indexes a database has, looked up once per database (the migration creates them where RUM is). */
const present = new WeakMap<Database, Promise<Set<string>>>();

export function rankingIndexes(db: Database): Promise<Set<string>> {
  let names = present.get(db);
  if (!names) {
    names = db
      .execute(
        sql`select indexname from pg_indexes where tablename = 'product_search' and indexname like '%\_rank\_idx'`,
      )
      .then(
        (result) =>
          new Set((result as unknown as { rows: { indexname: string }[] }).rows.map((row) => row.indexname)),
      );
    present.set(db, names);
    names.catch(() => present.delete(db));
  }
  return names;
}

/**
 * Runs a bulk load of products without the ranking indexes, and builds them again afterwards (also when the load
 * fails) from their own definitions as the database holds them, so their DDL stays in the migration. Every search
 * row written adds its words to each ranking index at once (RUM has no pending list): about 2.5 ms a product
 * with the three in place, against one build of each over the loaded rows. Where there are none (PGlite, a server
 * without RUM), the load runs as it is.
 */
export async function withoutRankingIndexes<T>(db: Database, load: () => Promise<T>): Promise<T> {
  const result = await db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = 'product_search' and indexname like '%\_rank\_idx'`,
  );
  const indexes = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const { indexname } of indexes) await db.execute(sql`drop index ${sql.identifier(indexname)}`);
  try {
    return await load();
  } finally {
    // A build over a million products takes minutes: longer than the request pool's statement time-out allows.
    for (const { indexdef } of indexes)
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql.raw(indexdef));
      });
  }
}
