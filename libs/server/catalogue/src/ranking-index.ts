import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@mall/server-core';
import type { ProductSort } from './product-queries';
import { products, productSearch } from './tables';

/** The search texts a ranking index can serve: the word vector, or the character pairs of unspaced scripts. */
export type SearchVector = 'words' | 'grams';

/** The orders the ranking indexes serve; rating (a numeric, which RUM cannot attach) keeps the windows. */
type IndexedSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc';

/**
 * How one order reads a ranking index (a RUM index on a search vector with a sort key attached to each
 * entry): `distance` is the index's order (smaller first), `group` a number that grows with it, in which
 * matches of equal group may stand in any order, and `key`, with the id breaking ties, the exact order.
 * The bounds stand beyond any stored key, on the side the order starts from. Distances are float8: far
 * from their bound, keys a few units apart may share one, which only makes a larger group.
 */
interface IndexedOrder {
  /** The index's name without its vector part: `product_search_<vector>_<attached>_rank_idx`. */
  attached: 'sold' | 'created' | 'price';
  distance: SQL;
  group: SQL;
  key: AnyPgColumn;
  descending: boolean;
}

const MAX_SOLD = 2_147_483_647;
/** 2^53: prices are safe JavaScript integers, so every one lies between the two price bounds. */
const PRICE_BOUND = 9_007_199_254_740_992;

const priceDistance = (descending: boolean) =>
  descending
    ? sql.raw(`"product_search"."price_minor" <=| ${PRICE_BOUND}::int8`)
    : sql.raw(`"product_search"."price_minor" |=> (-${PRICE_BOUND})::int8`);

const byDistance = (
  attached: IndexedOrder['attached'],
  distance: SQL,
  key: AnyPgColumn,
  descending: boolean,
) => ({
  attached,
  distance,
  group: distance,
  key,
  descending,
});

/**
 * Best match stores the sold count the search row was last written with (in the product's sales band), so
 * the index orders by that count, a group is a sales band, and within it the products' own counts decide.
 */
const indexedOrders: Record<IndexedSort, IndexedOrder> = {
  relevance: {
    attached: 'sold',
    distance: sql.raw(`"product_search"."sold_count" <=| ${MAX_SOLD}`),
    group: sql.raw(`(${MAX_SOLD} - product_sales_band("product_search"."sold_count"))::float8`),
    key: products.soldCount,
    descending: true,
  },
  newest: byDistance(
    'created',
    sql.raw(`"product_search"."created_at" <=| '3000-01-01 00:00:00+00'::timestamptz`),
    productSearch.createdAt,
    true,
  ),
  price_asc: byDistance('price', priceDistance(false), productSearch.priceMinor, false),
  price_desc: byDistance('price', priceDistance(true), productSearch.priceMinor, true),
};

const indexName = (vector: SearchVector, order: IndexedOrder) =>
  `product_search_${vector === 'words' ? 'vector' : 'grams'}_${order.attached}_rank_idx`;

/** The ranking indexes a database has, looked up once per database (the migration creates them where RUM is). */
const present = new WeakMap<Database, Promise<Set<string>>>();

export function rankingIndexes(db: Database): Promise<Set<string>> {
  let names = present.get(db);
  if (!names) {
    names = db
      .execute(
        sql`select indexname from pg_indexes where tablename = 'product_search' and indexname like '%_rank_idx'`,
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

/** What a ranking index needs of a search: a condition on one vector alone, and the page it asks for. */
export interface IndexedSearch {
  condition: SQL;
  vector: SearchVector;
  sort: NonNullable<ProductSort>;
  /** Matches to rank: the page, everything before it, and one more. */
  wanted: number;
}

/** Ids in order, ending `wanted` matches in, and what is known of the total. */
export interface IndexedRanking {
  ids: number[];
  total: number;
  capped: boolean;
}

/**
 * Extra matches read beyond the wanted ones, so that a group (a sales band, a price) straddling the
 * wanted-th match is usually read whole.
 */
const slack = (wanted: number) => wanted + 40;

/**
 * Ranks a search through its order's ranking index: reads the first matches in the index's order (RUM sorts
 * the keyword's matches by the attached key within the index, reading none of the other rows), orders them
 * exactly, and answers when they are known to hold the first `wanted`: every match not read is in a later
 * group than the wanted-th. Undefined when the database lacks the index, or the wanted-th match's group runs
 * on past what was read (thousands of products tied at one key); the caller then ranks by windows.
 */
export async function rankByIndex(db: Database, search: IndexedSearch): Promise<IndexedRanking | undefined> {
  if (search.sort === 'rating') return undefined;
  const order = indexedOrders[search.sort];
  if (!(await rankingIndexes(db)).has(indexName(search.vector, order))) return undefined;
  const limit = slack(search.wanted);
  const direction = order.descending ? sql`desc` : sql`asc`;
  const joined = order.key.table === products;
  const result = await db.execute(sql`
    select ranked.id, ranked.rank_group as "group", max(ranked.rank_group) over () as "lastGroup"
    from (
      select ${productSearch.productId} as id, ${order.group} as rank_group, ${joined ? sql`null` : order.key} as key
      from ${productSearch} where ${search.condition} order by ${order.distance} limit ${limit}
    ) ranked
    ${joined ? sql`inner join ${products} on ${products.id} = ranked.id` : sql``}
    order by ${joined ? order.key : sql`ranked.key`} ${direction}, ranked.id desc`);
  const rows = (result as unknown as { rows: { id: number; group: number; lastGroup: number }[] }).rows;
  if (rows.length < limit) return { ids: rows.map((row) => row.id), total: rows.length, capped: false };
  const edge = rows[search.wanted - 1]!;
  if (edge.group >= edge.lastGroup) return undefined;
  return { ids: rows.slice(0, search.wanted).map((row) => row.id), total: rows.length, capped: true };
}
