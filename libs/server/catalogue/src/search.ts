import { and, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type Database,
  DomainError,
  type Language,
  type MediaUrl,
  preparedStatement,
} from '@mall/server-core';
import { products, productSearch } from './tables';
import { ExpiringCache } from './expiring-cache';
import type { FirstWindowOdds } from './first-window-odds';
import { type CommonWords, type KeywordTerms, keywordShare, type VectorTerms } from './common-words';
import { type RankedKey, rankingIndexes, rankingIndexName, type SearchVector } from './ranking-index';
import {
  activeProduct,
  likePattern,
  type PageRequest,
  type ProductSort,
  readActiveCardsById,
  toProductSummary,
} from './product-queries';

/** Shorter words are matched as whole words, longer ones also as prefixes. */
const PREFIX_MIN_LENGTH = 4;

/**
 * The last word of a keyword is the one being typed: from this length on it is matched as a prefix whatever its
 * length ("ke" finds "kettle"). Its words are looked up in `search_words` first (`prefixQueries`), so a short
 * prefix costs a query of the words it starts, or of the prefix itself past 64 words.
 */
const LAST_WORD_PREFIX_MIN_LENGTH = 2;

/**
 * Scripts written without spaces (Thai, Hangul, kana, CJK ideographs), whose character pairs are indexed as
 * `search_grams`. The same ranges as `product_search_grams` in migration 0005.
 */
const GRAM_SCRIPT_RANGES =
  '\u0e00-\u0e7f\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff';

/**
 * A keyword's searchable parts: words of scripts written with spaces (Latin, Cyrillic, Greek, digits), runs of
 * the scripts written without them, and words of any other script. Punctuation and symbols separate parts.
 */
const KEYWORD_PART = new RegExp(
  `(?<spaced>[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{N}]+)|(?<unspaced>[${GRAM_SCRIPT_RANGES}]+)|(?<other>[\\p{L}\\p{M}]+)`,
  'gu',
);

/** Unspaced runs up to this long are found through their character pairs; longer ones by trigrams. */
const GRAM_RUN_MAX_LENGTH = 2;

/** Whether a keyword's terms look for anything in `vector`. */
const searches = ({ whole, prefixes }: VectorTerms) => whole.length + prefixes.length > 0;

/**
 * What a keyword looks for; null when it has nothing to search for (only punctuation or symbols). Every part
 * must match. Spaced words use the full-text index, each word of four letters or more also as a prefix (`wire`
 * finds "Wireless"); unspaced runs of one or two characters use the character-pair index (`茶` finds every
 * tea, through the pairs it starts); longer runs and other words use the trigram index on the text itself.
 */
export function keywordTerms(keyword: string): KeywordTerms | null {
  const terms: KeywordTerms = {
    words: { whole: [], prefixes: [] },
    grams: { whole: [], prefixes: [] },
    substrings: [],
  };
  // The last spaced word, when the keyword ends with it, is the one being typed.
  const typing = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]+$/u.exec(
    keyword.normalize('NFC').trimEnd(),
  );
  const typed = typing
    ? typing[0]
        .normalize('NFKC')
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu)
        ?.at(-1)
    : undefined;
  let lastWord: string | undefined;
  // Compatibility forms are folded only where the text's own script keeps its meaning (fullwidth "Ｐｒｏ" is
  // "pro"): NFKC would rewrite Thai SARA AM (ำ) into two characters the catalogue does not contain.
  for (const part of keyword.normalize('NFC').matchAll(KEYWORD_PART)) {
    const { spaced, unspaced } = part.groups!;
    const other = part.groups!.other?.normalize('NFKC').toLowerCase();
    // Short spaced words match whole words only: `pro:*` would expand to a large share of the catalogue.
    // Folding can bring punctuation in (`⑴` is `(1)`): only the letters and digits it leaves are words.
    if (spaced)
      for (const word of spaced
        .normalize('NFKC')
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? []) {
        (word.length >= PREFIX_MIN_LENGTH ? terms.words.prefixes : terms.words.whole).push(word);
        lastWord = word;
      }
    else if (unspaced && unspaced.length <= GRAM_RUN_MAX_LENGTH)
      (unspaced.length === 1 ? terms.grams.prefixes : terms.grams.whole).push(unspaced);
    else terms.substrings.push((unspaced ?? other)!);
  }
  // The word being typed is a prefix however short, once it has LAST_WORD_PREFIX_MIN_LENGTH letters.
  if (
    typed &&
    typed === lastWord &&
    typed.length >= LAST_WORD_PREFIX_MIN_LENGTH &&
    typed.length < PREFIX_MIN_LENGTH
  ) {
    terms.words.whole.splice(terms.words.whole.lastIndexOf(typed), 1);
    terms.words.prefixes.push(typed);
  }
  return searches(terms.words) || searches(terms.grams) || terms.substrings.length ? terms : null;
}

/** Names what a keyword's terms match, for the ranking cache. */
const termsKey = (terms: KeywordTerms) => JSON.stringify([terms.words, terms.grams, terms.substrings]);

interface KeywordMatch {
  condition: SQL;
  /** What the keyword looks for, to estimate its share of the catalogue. */
  terms: KeywordTerms;
  /** The one vector the condition searches, when it searches one alone: a ranking index can serve it. */
  vector?: SearchVector;
}

/** A list of words as a PostgreSQL array literal; the words are letters and digits, so quoting each is enough. */
const textArray = (words: string[]) => `{${words.map((word) => `"${word}"`).join(',')}}`;

/**
 * The words each prefix stands for, as a query of them (`search_word_prefix`, migration 0015), in the order asked;
 * null for a prefix that starts no word. One named statement for any number of prefixes: planned once a connection.
 */
const prefixQueryStatement = preparedStatement<
  { query: string | null },
  { vectors: string; prefixes: string }
>(
  'search_word_prefixes',
  sql`select search_word_prefix(asked.vector, asked.prefix)::text as query from unnest(${sql.placeholder('vectors')}::text[], ${sql.placeholder('prefixes')}::text[]) with ordinality as asked(vector, prefix, position) order by asked.position`,
);

/**
 * The words each prefix of a keyword stands for, as a query of them, read in one statement; null when a prefix
 * starts no word. A ranking index finds those words exactly, where matching the prefix itself would test it
 * against every word the index holds.
 */
async function prefixQueries(
  db: Database,
  terms: KeywordTerms,
): Promise<Record<SearchVector, string[]> | null> {
  const vectors = (['words', 'grams'] as const).flatMap((vector) => terms[vector].prefixes.map(() => vector));
  if (!vectors.length) return { words: [], grams: [] };
  const rows = await prefixQueryStatement(db, {
    vectors: textArray(vectors),
    prefixes: textArray([...terms.words.prefixes, ...terms.grams.prefixes]),
  });
  const queries = rows.map((row) => row.query);
  if (queries.some((query) => query === null)) return null;
  return {
    words: queries.slice(0, terms.words.prefixes.length) as string[],
    grams: queries.slice(terms.words.prefixes.length) as string[],
  };
}

/**
 * How a keyword's terms are matched; null when nothing can match (a prefix that starts no word). The prefixes'
 * words are read first, so every ranking statement carries its queries as constants: the planner estimated with
 * `search_word_prefix` by running it while planning, which cost 0.5 ms a statement at a million products.
 * Whole spaced words go through the word vector's own configuration; character pairs are lexemes as they are.
 * Only letters, digits and the unspaced scripts' characters reach the query texts, and the prefixes' queries are
 * built by the database from its own words, so no tsquery operator or quote can be injected.
 */
export async function keywordMatch(db: Database, terms: KeywordTerms): Promise<KeywordMatch | null> {
  const prefixes = await prefixQueries(db, terms);
  if (!prefixes) return null;
  const vectorQuery = (vector: SearchVector) => {
    const { whole } = terms[vector];
    const wholeQuery =
      vector === 'words'
        ? sql`to_tsquery('simple', ${whole.join(' & ')})`
        : sql`${whole.map((pair) => `'${pair}'`).join(' & ')}::tsquery`;
    return sql.join(
      [...(whole.length ? [wholeQuery] : []), ...prefixes[vector].map((query) => sql`${query}::tsquery`)],
      sql` && `,
    );
  };
  const conditions = [
    searches(terms.words) ? sql`${productSearch.searchVector} @@ (${vectorQuery('words')})` : undefined,
    searches(terms.grams) ? sql`${productSearch.searchGrams} @@ (${vectorQuery('grams')})` : undefined,
    ...terms.substrings.map((text) => ilike(productSearch.searchText, likePattern(text))),
  ].filter((part) => part !== undefined);
  const spaced = searches(terms.words);
  const mixed = terms.substrings.length > 0 || (spaced && searches(terms.grams));
  return {
    condition: and(...conditions)!,
    terms,
    vector: mixed ? undefined : spaced ? 'words' : 'grams',
  };
}

/**
 * An order a search can take. `window` is an indexed expression of `product_search` that bounds the windows
 * of best-placed products: placed before another in `window`, a product is placed before it in `key` too.
 * `key`, with the id breaking ties, orders the matches; it is the window's own column except for sales, whose
 * search rows hold only a count in the product's sales band (a sale does not rewrite them), so the matches in
 * a window are ordered by their products' own counts.
 * `ranked` names the sort key a ranking index carries, and the column a window's bound is stated on for that
 * index to check it (ranking indexes attach columns, not expressions); without it, `window` is that column.
 * `indexOrder`, for an order whose key is the indexed column itself, is that key's distance from a point beyond
 * every value, in the order's direction: a ranking index returns the matches nearest first (see `rankedInIndex`).
 * `walk` is the column of `products` whose index of products on sale, with the id, is in the order itself (both
 * descending): a common keyword's first window is walked down it (see `walkedMatches`).
 */
interface SearchOrder {
  window: SQL;
  key: AnyPgColumn;
  descending: boolean;
  ranked?: { key: RankedKey; edge: SQL; indexOrder?: SQL };
  walk?: AnyPgColumn;
}

const bySearchColumn = (
  column: AnyPgColumn,
  descending: boolean,
  ranked?: SearchOrder['ranked'],
): SearchOrder => ({
  window: sql`${column}`,
  key: column,
  descending,
  ranked,
});

/**
 * Prices are safe integers, so 2^53 lies beyond every price either way, and a price's distance from it is exact
 * in a float8 (the type RUM's distances have) up to ties of neighbouring prices, which only add rows to sort.
 */
const BEYOND_EVERY_PRICE = sql.raw('9007199254740992');

const searchOrders: Record<NonNullable<ProductSort>, SearchOrder> = {
  relevance: {
    window: sql`product_sales_band(${productSearch.soldCount})`,
    key: products.rankedSoldCount,
    descending: true,
    // A count reaches a band's bound exactly when its band does: the bound is a band's lowest count.
    ranked: { key: 'sold', edge: sql`${productSearch.soldCount}` },
    walk: products.rankedSoldCount,
  },
  newest: {
    ...bySearchColumn(productSearch.createdAt, true, {
      key: 'created',
      edge: sql`${productSearch.createdAt}`,
      // The latest time PostgreSQL holds; its distances are seconds, whose float8 ties only add rows to sort.
      indexOrder: sql`${productSearch.createdAt} <=| '294276-12-31 23:59:59+00'::timestamptz`,
    }),
    walk: products.createdAt,
  },
  price_asc: bySearchColumn(productSearch.priceMinor, false, {
    key: 'price',
    edge: sql`${productSearch.priceMinor}`,
    indexOrder: sql`${productSearch.priceMinor} |=> -${BEYOND_EVERY_PRICE}`,
  }),
  price_desc: bySearchColumn(productSearch.priceMinor, true, {
    key: 'price',
    edge: sql`${productSearch.priceMinor}`,
    indexOrder: sql`${productSearch.priceMinor} <=| ${BEYOND_EVERY_PRICE}`,
  }),
  rating: bySearchColumn(productSearch.rating, true),
};

/**
 * How many of the catalogue's best-placed products (in the search's order) a search looks among before it
 * ranks every match. A keyword that matches one product in a hundred fills its first pages from the first
 * window, so its cost does not grow with its tens of thousands of matches; a rarer one has few enough matches
 * to rank them all. The largest window serves common words whose matches are rare at one end of an order
 * (few black things among the cheapest products).
 */
export const RANKING_WINDOWS = [2_000, 20_000, 200_000];

/** What a search's matches are narrowed to, beside the keyword: prices in minor units of the base currency. */
export interface SearchFilters {
  priceMin?: number;
  priceMax?: number;
  ratingMin?: number;
  shopId?: number;
  brandId?: number;
}

interface SearchQuery extends PageRequest, SearchFilters {
  keyword: string;
  categoryId?: number;
  sort: ProductSort;
}

/**
 * The filters as a condition on the search rows, or undefined without any; a minimum above its maximum is refused
 * naming the field (1000008). Price and rating are columns of the search row with their own B-trees; a shop or a
 * brand is the set of its active products, read from the products' partial indexes by shop and by brand, so a
 * search row needs no copy of either and a shop's matches are a join of two bitmaps.
 */
export function filterCondition(filters: SearchFilters): SQL | undefined {
  const { priceMin, priceMax, ratingMin, shopId, brandId } = filters;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    throw new DomainError('INVALID_PARAMETERS', null, 'price_min: more than price_max');
  const ofProducts = (column: AnyPgColumn, id: number) =>
    sql`${productSearch.productId} in (select ${products.id} from ${products} where ${column} = ${id} and ${activeProduct})`;
  return and(
    priceMin !== undefined ? gte(productSearch.priceMinor, priceMin) : undefined,
    priceMax !== undefined ? lte(productSearch.priceMinor, priceMax) : undefined,
    ratingMin ? gte(productSearch.rating, ratingMin) : undefined,
    shopId ? ofProducts(products.shopId, shopId) : undefined,
    brandId ? ofProducts(products.brandId, brandId) : undefined,
  );
}

/** Names a search's filters, for the ranking cache. */
const filtersKey = ({ priceMin, priceMax, ratingMin, shopId, brandId }: SearchFilters) =>
  [priceMin, priceMax, ratingMin, shopId, brandId].map((value) => value ?? '').join(',');

/** One page of a search: matching product ids in the query's order, and what is known of the total. */
interface RankedPage {
  ids: number[];
  total: number;
  capped: boolean;
  more: boolean;
}

/**
 * Ranks a page of a keyword's matches among all of them. Each try reads the sort key of the product placed
 * `window`-th (a walk of the sort key's index), then takes the matches at or above it: a ranking index gives
 * the window's matches alone, or the search index and the sort key's index each give a bitmap and only the
 * rows in both are read (see `windowEdge`). When that window holds the page and one more match, every match
 * outside it ranks lower, so the page is exact; the total is then a lower bound. Otherwise every match is
 * ranked, with an exact total. Where a ranking index orders the matches by the key itself (newest and price,
 * a keyword of words alone, no category), it ranks past the first window instead: a larger window, and every
 * match, would each be read from the table to be counted and sorted, the index's ranking reads only the page's.
 * A keyword common enough tries its first window product by product instead (see `walkWindow`).
 */
async function rankPage(
  db: Database,
  caches: SearchCaches,
  match: KeywordMatch,
  query: SearchQuery,
  windows: number[],
): Promise<RankedPage> {
  const sort = query.sort ?? 'relevance';
  const order = searchOrders[sort];
  const edge = await windowEdge(db, sort, match.vector);
  const pageSize = query.page_size ?? 20;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const wanted = offset + pageSize + 1;
  const filters = filterCondition(query);
  const where = and(
    match.condition,
    query.categoryId ? eq(productSearch.categoryId, query.categoryId) : undefined,
    filters,
  )!;
  // A category or a filter narrows the matches: no walk of the whole catalogue's best, nor a ranking index's
  // order (each would test products the narrowing refuses); the windows' bitmaps combine with the narrowing's.
  const narrowed = query.categoryId !== undefined || filters !== undefined;
  const heldPage = (ids: number[], total: number): RankedPage => ({
    ids: ids.slice(offset, offset + pageSize),
    total,
    capped: true,
    more: true,
  });
  const tries = windows.filter((size) => size >= wanted);
  const largest = tries.at(-1);
  const indexOrder = narrowed ? undefined : await rankingIndexOrder(db, order, match.vector);
  let last: { size: number; matches: number } | undefined;
  let windowed = tries;
  const walkColumn = narrowed ? undefined : order.walk;
  const walk =
    walkColumn && tries[0] ? await walkWindow(db, caches.commonWords, match, wanted, tries[0]) : undefined;
  if (walkColumn && walk) {
    const ids = await walkedMatches(db, match, walkColumn, walk, wanted);
    if (ids.length === wanted) return heldPage(ids, ids.length);
    last = { size: walk, matches: ids.length };
    // Where the index ranks past the first window, it ranks now.
    windowed = indexOrder ? [] : tries.filter((window) => window > walk);
  } else if (indexOrder && !caches.firstWindows.shouldTry(sort))
    // Where the index ranks past the first window, that window is tried only while it tends to hold the page.
    windowed = [];
  for (const window of windowed) {
    if (last && indexOrder) break;
    if (last && window !== largest && !mayHold(last, window, wanted)) continue;
    const bound = await caches.windowBounds.get(`${sort}:${window}`, () => windowBound(db, order, window));
    if (bound === undefined) break; // the whole catalogue fits in the window
    const matches = await rankedMatches(db, and(where, edge(bound))!, order, wanted);
    if (indexOrder) caches.firstWindows.record(sort, matches.ids.length === wanted);
    if (matches.ids.length === wanted) return heldPage(matches.ids, matches.total);
    last = { size: window, matches: matches.total };
  }
  const matches = indexOrder
    ? await rankedInIndex(db, where, order, indexOrder, wanted)
    : { ...(await rankedMatches(db, where, order, wanted)), capped: false };
  return {
    ids: matches.ids.slice(offset, offset + pageSize),
    total: matches.total,
    capped: matches.capped,
    more: matches.capped || matches.total > offset + pageSize,
  };
}

/**
 * What testing one product costs, in entries of a keyword's bitmap: at a million products on PostgreSQL 15, a
 * product's search row read by its key and tested took 12 µs, a bitmap 0.15 µs an entry (29 ms for the 191,868
 * products holding 天).
 */
const PRODUCT_TEST_IN_BITMAP_ENTRIES = 80;

/**
 * How many times the tests a walk expects it makes before it gives up: a keyword can be rarer among the best
 * sellers or the newest products than its share says (a word of last year's models).
 */
const WALK_MARGIN = 3;

/**
 * How many of the best-placed products a search walks, testing each, before it tries its windows: none
 * (undefined) unless that beats the first window's bitmap. The walk tests about `wanted` ÷ share products before
 * it holds the page, the bitmap holds every match in the catalogue. The walk pays for keywords most products
 * hold (one or two common Chinese characters: 天 is in 19 % of the demo catalogue), and more so the larger the
 * catalogue. It gives up after WALK_MARGIN times the tests it expects, within the first window.
 */
async function walkWindow(
  db: Database,
  commonWords: CommonWords,
  match: KeywordMatch,
  wanted: number,
  firstWindow: number,
): Promise<number | undefined> {
  const shares = await commonWords.shares(db);
  const share = keywordShare(match.terms, shares);
  if (share === 0) return undefined;
  const tested = wanted / share;
  if (tested >= firstWindow || tested * PRODUCT_TEST_IN_BITMAP_ENTRIES >= share * shares.rows)
    return undefined;
  return Math.min(firstWindow, Math.ceil(tested * WALK_MARGIN));
}

/**
 * The first `limit` matches among the `window` products on sale placed best by `column` (with the id, both
 * descending), found by walking the column's index and testing each product's search row until `limit` match.
 * It holds the page exactly as the window's bitmap would: every match outside the window ranks lower.
 */
async function walkedMatches(
  db: Database,
  match: KeywordMatch,
  column: AnyPgColumn,
  window: number,
  limit: number,
): Promise<number[]> {
  const result = await db.execute(
    sql`select placed.id from (select ${products.id} as id, ${column} as sort_key from ${products} where ${activeProduct} order by ${column} desc, ${products.id} desc limit ${window}) placed where (select ${match.condition} from ${productSearch} where ${productSearch.productId} = placed.id) order by placed.sort_key desc, placed.id desc limit ${limit}`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

/**
 * A window's edge in an order: its products are those at or above the bound. The bound is stated on the column
 * the ranking index of the search's vector carries, where the database has that index (PostgreSQL with RUM),
 * so the index checks it itself and hands over only the window's matches; otherwise on the order's window,
 * whose B-tree gives a bitmap to combine with the search index's.
 */
export async function windowEdge(
  db: Database,
  sort: NonNullable<ProductSort>,
  vector: SearchVector | undefined,
): Promise<(bound: string) => SQL> {
  const order = searchOrders[sort];
  const ranked =
    order.ranked && vector && (await rankingIndexes(db)).has(rankingIndexName(vector, order.ranked.key));
  const side = ranked ? order.ranked!.edge : order.window;
  return (bound) => (order.descending ? sql`${side} >= ${bound}` : sql`${side} <= ${bound}`);
}

/** The order a ranking index gives the matches of a keyword searching `vector` in, where the database has it. */
async function rankingIndexOrder(
  db: Database,
  order: SearchOrder,
  vector: SearchVector | undefined,
): Promise<SQL | undefined> {
  const indexOrder = order.ranked?.indexOrder;
  if (!indexOrder || !vector) return undefined;
  return (await rankingIndexes(db)).has(rankingIndexName(vector, order.ranked!.key)) ? indexOrder : undefined;
}

/**
 * The first `limit` matches of `where` in `order`, ranked by a ranking index (`ORDER BY` the key's distance,
 * see `SearchOrder`): the index collects and sorts the keyword's entries itself, and the table reads only the
 * rows it returns, those of the page and of every match tied with its last one (the index orders ties
 * arbitrarily, so the whole tied group is read and ordered by id). Nothing is counted: the total is the
 * number of matches read, exact when fewer than `limit` match, and otherwise a lower bound.
 */
async function rankedInIndex(
  db: Database,
  where: SQL,
  order: SearchOrder,
  indexOrder: SQL,
  limit: number,
): Promise<{ ids: number[]; total: number; capped: boolean }> {
  const result = await db.execute(
    sql`select id from (select ${productSearch.productId} as id, ${order.key} as sort_key from ${productSearch} where ${where} order by ${indexOrder} fetch first (${limit}) rows with ties) head order by sort_key ${order.descending ? sql`desc` : sql`asc`}, id desc`,
  );
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  return { ids: ids.slice(0, limit), total: ids.length, capped: ids.length >= limit };
}

/**
 * Whether a window may hold `wanted` matches, judged by the smaller one tried before: a keyword that found
 * `matches` among `size` products is expected to find proportionally more in a larger window, and one more is
 * allowed for chance. A window not expected to hold the page is skipped (each try reads the keyword's whole
 * bitmap again); the largest is always tried, as ranking every match costs more than any window.
 */
const mayHold = (last: { size: number; matches: number }, window: number, wanted: number) =>
  ((last.matches + 1) * window) / last.size >= wanted;

/**
 * The sort key of the product placed `window`-th in `order`, or undefined when there are not that many. Any
 * bound gives exact pages (a window is every product at or above its bound, whatever their number), so bounds
 * are kept for WINDOW_BOUND_SECONDS however the catalogue changes meanwhile; only the window's size drifts.
 */
async function windowBound(db: Database, order: SearchOrder, window: number): Promise<string | undefined> {
  const result = await db.execute(
    sql`select ${order.window}::text as bound from ${productSearch} order by ${order.window} ${order.descending ? sql`desc` : sql`asc`} offset ${window - 1} limit 1`,
  );
  return (result as unknown as { rows: { bound: string }[] }).rows[0]?.bound;
}

/**
 * The first `limit` matches of `where` in `order`, and how many match in all, always through the search
 * index's bitmap (plain index and sequential scans are off for the statement). Left to itself the planner
 * walks the sort key's index and tests each product's texts (stored out of line, tens of microseconds each
 * under load) whenever it takes a keyword for common: through the whole catalogue when few match, and through
 * a window's 21,000 products when prices tie at its bound (0.87 s against 28 ms for "black" among the
 * cheapest at 1M products).
 */
async function rankedMatches(
  db: Database,
  where: SQL,
  order: SearchOrder,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const direction = order.descending ? sql`desc` : sql`asc`;
  const from =
    order.key.table === products
      ? sql`${productSearch} inner join ${products} on ${products.id} = ${productSearch.productId}`
      : sql`${productSearch}`;
  const result = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
    );
    return tx.execute(
      sql`select ${productSearch.productId} as id, count(*) over ()::int as total from ${from} where ${where} order by ${order.key} ${direction}, ${productSearch.productId} desc limit ${limit}`,
    );
  });
  const rows = (result as unknown as { rows: { id: number; total: number }[] }).rows;
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

/** How long a window's bound is kept: see `windowBound`. */
const WINDOW_BOUND_SECONDS = 60;

/** What searches keep between requests. */
export interface SearchCaches {
  /** Ranked pages, for the catalogue's cache time (cleared with the catalogue). */
  pages: ExpiringCache;
  /** The ranking windows' bounds. */
  windowBounds: ExpiringCache;
  /** How often each order's first window held the page lately. */
  firstWindows: FirstWindowOdds;
  /** The search table's commonest words, to tell a common keyword. */
  commonWords: CommonWords;
}

export const windowBoundCache = () => new ExpiringCache(WINDOW_BOUND_SECONDS * 1000, 32);

const NOTHING_FOUND: RankedPage = { ids: [], total: 0, capped: false, more: false };

/** Words shorter than this are never corrected: too few letters to tell a typo from another word. */
const CORRECTION_MIN_LENGTH = 4;

/** A spaced word of a keyword, as `keywordTerms` folds it. */
const SPACED_WORD = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]+/gu;

/**
 * For each word, whether it starts a word of the catalogue's vocabulary (`search_words`), and otherwise the
 * vocabulary's nearest word by trigram distance among those similar enough (pg_trgm's `%`, similarity 0.3 and
 * more), found by the trigram index of the vocabulary's words (migration 0021): a walk of that index nearest
 * first, so a correction reads a handful of index pages whatever the vocabulary's size.
 */
const nearestWordStatement = preparedStatement<
  { word: string; known: boolean; nearest: string | null },
  { words: string }
>(
  'search_nearest_words',
  sql`select asked.word, exists (select 1 from search_words w where w.vector = 'words' and w.word >= asked.word collate "C" and w.word < (asked.word || chr(1114111)) collate "C" and starts_with(w.word, asked.word)) as known, (select w.word from search_words w where w.vector = 'words' and w.word % asked.word order by w.word <-> asked.word, w.word limit 1) as nearest from unnest(${sql.placeholder('words')}::text[]) asked(word)`,
);

/**
 * The keyword with each misspelt word replaced by the catalogue's nearest word ("kettel" → "kettle"), or
 * undefined when no word looks misspelt or none has a near word. Only words of scripts written with spaces of
 * CORRECTION_MIN_LENGTH letters or more are corrected; the rest of the keyword stays as typed.
 */
export async function correctedKeyword(db: Database, keyword: string): Promise<string | undefined> {
  const folded = keyword.normalize('NFKC').toLowerCase();
  const words = [...new Set(folded.match(SPACED_WORD) ?? [])].filter(
    (word) => word.length >= CORRECTION_MIN_LENGTH && /^[\p{L}\p{N}]+$/u.test(word),
  );
  if (!words.length) return undefined;
  const rows = await nearestWordStatement(db, { words: textArray(words) });
  const replacements = new Map(
    rows.filter((row) => !row.known && row.nearest).map((row) => [row.word, row.nearest!]),
  );
  if (!replacements.size) return undefined;
  return folded.replace(SPACED_WORD, (word) => replacements.get(word) ?? word).trim();
}

/**
 * One page of search results. Ranked pages are cached briefly, so a popular keyword does not rank again; the
 * page's products are always read fresh (price, stock, still on sale). A keyword that finds nothing and looks
 * misspelt is searched again corrected (`correctedKeyword`), and the answer says so (`corrected_keyword`).
 */
export async function searchPage(
  db: Database,
  caches: SearchCaches,
  mediaUrl: MediaUrl,
  lang: Language,
  query: SearchQuery,
  windows = RANKING_WINDOWS,
) {
  // Refused before anything is read or cached.
  filterCondition(query);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const rank = (keyword: string): Promise<RankedPage> => {
    const terms = keywordTerms(keyword);
    if (!terms) return Promise.resolve(NOTHING_FOUND);
    return caches.pages.get(
      `search:${termsKey(terms)}:${query.categoryId ?? 'all'}:${filtersKey(query)}:${query.sort ?? 'relevance'}:${page}:${pageSize}`,
      async () => {
        const match = await keywordMatch(db, terms);
        return match ? rankPage(db, caches, match, query, windows) : NOTHING_FOUND;
      },
    );
  };
  let ranked = await rank(query.keyword);
  let corrected: string | undefined;
  if (ranked.total === 0) {
    const better = await caches.pages.get(`correct:${query.keyword}`, () =>
      correctedKeyword(db, query.keyword),
    );
    const again = better ? await rank(better) : NOTHING_FOUND;
    if (again.total > 0) [ranked, corrected] = [again, better];
  }
  const { ids, total, capped, more } = ranked;
  const rows = ids.length ? await readActiveCardsById(db, lang, ids) : [];
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return {
    list: rows.map((row) => toProductSummary(row, lang, mediaUrl)),
    page,
    page_size: pageSize,
    total,
    total_capped: capped,
    has_more: more,
    ...(corrected ? { corrected_keyword: corrected } : {}),
  };
}
