import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, type Language, type MediaUrl } from '@mall/server-core';
import { products } from './tables';
import type { ExpiringCache } from './expiring-cache';
import {
  activeProduct,
  likePattern,
  type PageRequest,
  type ProductSort,
  readProductCards,
  toProductSummary,
} from './product-queries';

/** Search ranks at most this many matches (the total shows as capped beyond it). */
export const SEARCH_CANDIDATES = 1_000;

/** Shorter words are matched as whole words, longer ones also as prefixes. */
const PREFIX_MIN_LENGTH = 4;

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

interface KeywordMatch {
  condition: SQL;
  /** Names what the condition matches, for the ranking cache. */
  key: string;
}

/**
 * How a keyword is matched; null when it has nothing to search for (only punctuation or symbols). Every part
 * must match. Spaced words use the full-text index, each word of four letters or more also as a prefix (`wire`
 * finds "Wireless"); unspaced runs of one or two characters use the character-pair index (`茶:*` finds every
 * tea); longer runs and other words use the trigram index on the text itself.
 */
export function keywordMatch(keyword: string): KeywordMatch | null {
  const words: string[] = [];
  const grams: string[] = [];
  const substrings: string[] = [];
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
        .match(/[\p{L}\p{N}]+/gu) ?? [])
        words.push(word.length >= PREFIX_MIN_LENGTH ? `${word}:*` : word);
    else if (unspaced && unspaced.length <= GRAM_RUN_MAX_LENGTH)
      grams.push(unspaced.length === 1 ? `'${unspaced}':*` : `'${unspaced}'`);
    else substrings.push((unspaced ?? other)!);
  }
  // Only letters, digits and the unspaced scripts' characters reach the query texts, so no tsquery operator
  // or quote can be injected.
  const conditions = [
    words.length ? sql`${products.searchVector} @@ to_tsquery('simple', ${words.join(' & ')})` : undefined,
    grams.length ? sql`${products.searchGrams} @@ ${grams.join(' & ')}::tsquery` : undefined,
    ...substrings.map((text) => ilike(products.searchText, likePattern(text))),
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return null;
  return {
    condition: and(...conditions)!,
    key: JSON.stringify([words, grams, substrings]),
  };
}

type Candidate = { id: number; soldCount: number; createdAt: string; priceMinor: number; rating: number };

const byDescending = (pick: (candidate: Candidate) => number | string) => (a: Candidate, b: Candidate) =>
  pick(a) < pick(b) ? 1 : pick(a) > pick(b) ? -1 : b.id - a.id;

const ranking: Record<NonNullable<ProductSort>, (a: Candidate, b: Candidate) => number> = {
  relevance: byDescending((candidate) => candidate.soldCount),
  newest: byDescending((candidate) => candidate.createdAt),
  price_asc: (a, b) => a.priceMinor - b.priceMinor || b.id - a.id,
  price_desc: byDescending((candidate) => candidate.priceMinor),
  rating: byDescending((candidate) => candidate.rating),
};

interface SearchQuery extends PageRequest {
  keyword: string;
  categoryId?: number;
  sort: ProductSort;
}

/** Matching product ids in the query's order. */
interface Ranking {
  ids: Int32Array;
  capped: boolean;
}

/**
 * Ranks a keyword's matches: the search index finds at most SEARCH_CANDIDATES of them in one pass (so a common
 * keyword never sorts a million-row catalogue), and they are ordered here.
 */
async function rankMatches(db: Database, condition: SQL, query: SearchQuery): Promise<Ranking> {
  // Over a common word, the planner bets that a sequential scan meets the LIMIT early; at a million wide rows
  // that read costs about 100 ms where the search index answers in about 25 ms, so the index is required here.
  const candidates = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx
      .select({
        id: products.id,
        soldCount: products.soldCount,
        createdAt: products.createdAt,
        priceMinor: products.priceMinor,
        rating: products.rating,
      })
      .from(products)
      .where(
        and(
          activeProduct,
          condition,
          query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
        ),
      )
      .limit(SEARCH_CANDIDATES + 1);
  });
  const ranked = candidates.slice(0, SEARCH_CANDIDATES).sort(ranking[query.sort ?? 'relevance']);
  return {
    ids: Int32Array.from(ranked, (candidate) => candidate.id),
    capped: candidates.length > SEARCH_CANDIDATES,
  };
}

const NOTHING_FOUND: Ranking = { ids: new Int32Array(0), capped: false };

/**
 * One page of search results. Rankings are cached briefly, so the next pages of a search, and a popular
 * keyword, do not rank again; the page's products are always read fresh (price, stock, still on sale).
 */
export async function searchPage(
  db: Database,
  cache: ExpiringCache,
  mediaUrl: MediaUrl,
  lang: Language,
  query: SearchQuery,
) {
  const match = keywordMatch(query.keyword);
  const { ids, capped } = match
    ? await cache.get(`search:${match.key}:${query.categoryId ?? 'all'}:${query.sort ?? 'relevance'}`, () =>
        rankMatches(db, match.condition, query),
      )
    : NOTHING_FOUND;
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const pageIds = [...ids.subarray((page - 1) * pageSize, page * pageSize)];
  const rows = pageIds.length
    ? await readProductCards(db, lang, {
        where: and(activeProduct, inArray(products.id, pageIds)),
        limit: pageIds.length,
      })
    : [];
  const order = new Map(pageIds.map((id, index) => [id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return {
    list: rows.map((row) => toProductSummary(row, lang, mediaUrl)),
    page,
    page_size: pageSize,
    total: ids.length,
    total_capped: capped,
    has_more: page * pageSize < ids.length,
  };
}
