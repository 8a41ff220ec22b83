import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import { products, shops } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import { type Language, pickLocalised } from '../../http/localise';
import { mediaUrl } from '../media';

/** Totals stop counting here: exact counts of huge lists cost more than a shopper gains from them. */
export const TOTAL_CAP = 10_000;

export type ProductSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc' | 'rating' | undefined;

/**
 * What a product card needs: names and short descriptions in every language, price, stock, rating. Not the
 * long descriptions, which would multiply what each list query moves.
 */
const summaryColumns = {
  id: products.id,
  name_en: products.name_en,
  name_zh: products.name_zh,
  name_zhtw: products.name_zhtw,
  name_es: products.name_es,
  name_jp: products.name_jp,
  name_th: products.name_th,
  short_description_en: products.short_description_en,
  short_description_zh: products.short_description_zh,
  short_description_zhtw: products.short_description_zhtw,
  short_description_es: products.short_description_es,
  short_description_jp: products.short_description_jp,
  short_description_th: products.short_description_th,
  image: products.image,
  priceMinor: products.priceMinor,
  listPriceMinor: products.listPriceMinor,
  rating: products.rating,
  commentCount: products.commentCount,
  stock: products.stock,
  shopId: products.shopId,
  brandId: products.brandId,
  categoryId: products.categoryId,
  createdAt: products.createdAt,
};
export const productColumns = { product: summaryColumns, shopName: shops.name };
export type ProductRow = {
  product: Pick<
    typeof products.$inferSelect,
    keyof typeof summaryColumns & keyof typeof products.$inferSelect
  >;
  shopName: string;
};

export function toProductSummary(row: ProductRow, lang: Language, request: FastifyRequest) {
  const { product } = row;
  return {
    id: product.id,
    name: pickLocalised(product, 'name', lang),
    short_description: pickLocalised(product, 'short_description', lang),
    image: mediaUrl(request, product.image),
    price_minor: product.priceMinor,
    list_price_minor: product.listPriceMinor,
    rating: product.rating,
    comment_count: product.commentCount,
    stock: product.stock,
    shop: { id: product.shopId, name: row.shopName },
    brand_id: product.brandId,
    category_id: product.categoryId,
  };
}

const orderBy = (sort: ProductSort) => {
  switch (sort) {
    case 'price_asc':
      return [sql`${products.priceMinor} asc`, desc(products.id)];
    case 'price_desc':
      return [desc(products.priceMinor), desc(products.id)];
    case 'rating':
      return [desc(products.rating), desc(products.id)];
    case 'relevance':
      return [desc(products.soldCount), desc(products.id)];
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
};

/**
 * Listings show active products only. A literal (not a bound parameter) so the planner can match the partial
 * listing indexes, which cover exactly these rows.
 */
export const activeProduct = sql`${products.status} = 'active'`;
const active = activeProduct;

export interface PageRequest {
  page?: number;
  page_size?: number;
}

/** One page of active products matching `where`, with a total capped at TOTAL_CAP. */
export async function productPage(
  db: Database,
  request: FastifyRequest,
  lang: Language,
  where: SQL | undefined,
  paging: PageRequest,
  sort: ProductSort,
  cap = TOTAL_CAP,
) {
  const page = paging.page ?? 1;
  const pageSize = paging.page_size ?? 20;
  const condition = where ? and(active, where) : active;
  const [rows, result] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(condition)
      .orderBy(...orderBy(sort))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.execute(
      sql`select count(*)::int as total from (select 1 from ${products} where ${condition} limit ${cap + 1}) capped`,
    ),
  ]);
  const counted = Number((result as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
  const total = Math.min(counted, cap);
  const capped = counted > cap;
  return {
    list: rows.map((row) => toProductSummary(row, lang, request)),
    page,
    page_size: pageSize,
    total,
    total_capped: capped,
    has_more: page * pageSize < total || (capped && rows.length === pageSize),
  };
}

export async function productList(
  db: Database,
  request: FastifyRequest,
  lang: Language,
  ordering: SQL[],
  limit: number,
  where?: SQL,
) {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(where ? and(active, where) : active)
    .orderBy(...ordering)
    .limit(limit);
  return rows.map((row) => toProductSummary(row, lang, request));
}

/** Keyset cursor over (created_at, id), newest first: constant cost however deep the shopper scrolls. */
const encodeCursor = (createdAt: string, id: number) =>
  Buffer.from(`${createdAt}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { createdAt: string; id: number } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const parsedId = Number(id);
  if (!createdAt || Number.isNaN(Date.parse(createdAt)) || !Number.isInteger(parsedId)) {
    throw new BusinessError('INVALID_PARAMETERS');
  }
  return { createdAt, id: parsedId };
}

export async function productSlice(
  db: Database,
  request: FastifyRequest,
  lang: Language,
  filters: SQL[],
  cursor: string | undefined,
  limit: number,
) {
  const after = cursor ? decodeCursor(cursor) : undefined;
  const keyset = after
    ? sql`(${products.createdAt}, ${products.id}) < (${after.createdAt}::timestamptz, ${after.id})`
    : undefined;
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(active, ...filters, keyset))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const slice = rows.slice(0, limit);
  const last = slice[slice.length - 1];
  return {
    list: slice.map((row) => toProductSummary(row, lang, request)),
    next_cursor: more && last ? encodeCursor(last.product.createdAt, last.product.id) : null,
  };
}

/** `%` and `_` in a shopper's keyword are literal characters, not patterns. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
