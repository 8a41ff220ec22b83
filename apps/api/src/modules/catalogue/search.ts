import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import { products } from '../../db/schema';
import type { Language } from '../../http/localise';
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

/** Words of scripts written with spaces between words: full-text search finds them as whole-word prefixes. */
const SPACED_WORD = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]+$/u;

/**
 * The match condition for a keyword, and a key naming what it matches (for the ranking cache). Keywords in
 * spaced scripts use the full-text index (each word as a prefix: `wire` finds "Wireless"); Chinese, Japanese
 * and Thai, written without spaces, use the trigram index on the text itself.
 */
export function keywordMatch(keyword: string): { condition: SQL; key: string } {
  const words =
    keyword
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length > 0 && words.every((word) => SPACED_WORD.test(word))) {
    // Only letters and digits reach the query text, so no tsquery operator can be injected.
    // Short words match whole words only: `pro:*` would expand to a large share of the catalogue.
    const query = words.map((word) => (word.length >= PREFIX_MIN_LENGTH ? `${word}:*` : word)).join(' & ');
    return {
      condition: sql`${products.searchVector} @@ to_tsquery('simple', ${query})`,
      key: `words:${query}`,
    };
  }
  return { condition: ilike(products.searchText, likePattern(keyword)), key: `text:${keyword}` };
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

/**
 * One page of search results. Rankings are cached briefly, so the next pages of a search, and a popular
 * keyword, do not rank again; the page's products are always read fresh (price, stock, still on sale).
 */
export async function searchPage(
  db: Database,
  cache: ExpiringCache,
  request: FastifyRequest,
  lang: Language,
  query: SearchQuery,
) {
  const match = keywordMatch(query.keyword);
  const { ids, capped } = await cache.get(
    `search:${match.key}:${query.categoryId ?? 'all'}:${query.sort ?? 'relevance'}`,
    () => rankMatches(db, match.condition, query),
  );
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
    list: rows.map((row) => toProductSummary(row, lang, request)),
    page,
    page_size: pageSize,
    total: ids.length,
    total_capped: capped,
    has_more: page * pageSize < ids.length,
  };
}
