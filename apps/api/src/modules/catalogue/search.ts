import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import { products } from '../../db/schema';
import type { Language } from '../../http/localise';
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
 * The match condition for a keyword. Keywords in spaced scripts use the full-text index (each word as a
 * prefix: `wire` finds "Wireless"); Chinese, Japanese and Thai, written without spaces, use the trigram index
 * on the text itself.
 */
export function keywordMatch(keyword: string): SQL {
  const words =
    keyword
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length > 0 && words.every((word) => SPACED_WORD.test(word))) {
    // Only letters and digits reach the query text, so no tsquery operator can be injected.
    // Short words match whole words only: `pro:*` would expand to a large share of the catalogue.
    const terms = words.map((word) => (word.length >= PREFIX_MIN_LENGTH ? `${word}:*` : word));
    return sql`${products.searchVector} @@ to_tsquery('simple', ${terms.join(' & ')})`;
  }
  return ilike(products.searchText, likePattern(keyword));
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

/**
 * One page of search results. The trigram index finds at most SEARCH_CANDIDATES matches in one pass (so a
 * common keyword never sorts a million-row catalogue); they are ranked here, and only the page's products
 * are read in full.
 */
export async function searchPage(
  db: Database,
  request: FastifyRequest,
  lang: Language,
  query: { keyword: string; categoryId?: number; sort: ProductSort } & PageRequest,
) {
  const candidates = await db
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
        keywordMatch(query.keyword),
        query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
      ),
    )
    .limit(SEARCH_CANDIDATES + 1);
  const capped = candidates.length > SEARCH_CANDIDATES;
  const ranked = candidates.slice(0, SEARCH_CANDIDATES).sort(ranking[query.sort ?? 'relevance']);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const ids = ranked.slice((page - 1) * pageSize, page * pageSize).map((candidate) => candidate.id);
  const rows = ids.length
    ? await readProductCards(db, lang, { where: inArray(products.id, ids), limit: ids.length })
    : [];
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return {
    list: rows.map((row) => toProductSummary(row, lang, request)),
    page,
    page_size: pageSize,
    total: ranked.length,
    total_capped: capped,
    has_more: page * pageSize < ranked.length,
  };
}
