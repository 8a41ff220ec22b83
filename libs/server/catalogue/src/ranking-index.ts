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
