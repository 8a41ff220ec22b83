import { languageCodes, MAX_SLICE_LIMIT } from '@mall/sdk-manifest';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import { type Database, DomainError, type Language, type MediaUrl, pickLocalised } from '@mall/server-core';
import { type ListOrder, listOrdering, productCondition, type ProductFilter } from './product-filter';
import { preparedPerLanguage } from './prepared-statement';
import { products, shops } from './tables';

/** Totals stop counting here: exact counts of huge lists cost more than a shopper gains from them. */
export const TOTAL_CAP = 10_000;

export type ProductSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc' | 'rating' | undefined;

/** What a product card shows, with each localised field in the shopper's language and in English. */
export type ProductCard = {
  id: number;
  image: string;
  priceMinor: number;
  listPriceMinor: number | null;
  rating: number;
  commentCount: number;
  soldCount: number;
  stock: number;
  shopId: number;
  shopName: string;
  brandId: number | null;
  categoryId: number;
  createdAt: string;
} & Partial<Record<`${'name' | 'short_description'}_${Language}`, string | null>>;

/** A localised field's English and `lang` columns, as `"<table>"."<field>_<code>"` named `<prefix><field>_<code>`. */
export const localisedColumns = (table: string, fields: string[], lang: Language, prefix = '') =>
  fields.flatMap((field) =>
    [...new Set(['en', lang])].map(
      (code) => `"${table}"."${field}_${code}"${prefix ? ` as "${prefix}${field}_${code}"` : ''}`,
    ),
  );

/**
 * A product card's columns. Numbers and the timestamp are cast so both drivers (PGlite and node-postgres)
 * return the same JavaScript types; prices are far below 2^53 minor units, so float8 holds them exactly.
 */
export const cardColumnList = (lang: Language) => [
  '"products"."id"',
  ...localisedColumns('products', ['name', 'short_description'], lang),
  '"products"."image"',
  '"products"."price_minor"::float8 as "priceMinor"',
  '"products"."list_price_minor"::float8 as "listPriceMinor"',
  '"products"."rating"::float8 as "rating"',
  '"products"."comment_count" as "commentCount"',
  '"products"."sold_count" as "soldCount"',
  '"products"."stock"',
  '"products"."shop_id" as "shopId"',
  '"shops"."name" as "shopName"',
  '"products"."brand_id" as "brandId"',
  '"products"."category_id" as "categoryId"',
  '"products"."created_at"::text as "createdAt"',
];

/** Per language, built once: the statement text is the same for every request. */
export const perLanguage = (columns: (lang: Language) => string[]) =>
  Object.fromEntries(languageCodes.map((lang) => [lang, sql.raw(columns(lang).join(', '))])) as Record<
    Language,
    SQL
  >;

const cardColumns = perLanguage(cardColumnList);

/**
 * Reads product cards, the hottest read of the catalogue (every listing, search and shop page). It selects only
 * the shopper's language and English, and takes rows as the driver returns them: under load at a million
 * products, the ORM's per-field row mapping and the five unused languages cost about a third of the server's
 * time.
 */
export async function readProductCards(
  db: Database,
  lang: Language,
  query: { where: SQL | undefined; orderBy?: SQL[]; limit: number; offset?: number },
): Promise<ProductCard[]> {
  const ordering = query.orderBy?.length ? sql` order by ${sql.join(query.orderBy, sql`, `)}` : sql``;
  const result = await db.execute(
    sql`select ${cardColumns[lang]} from ${products} inner join ${shops} on ${shops.id} = ${products.shopId} where ${query.where ?? sql`true`}${ordering} limit ${query.limit} offset ${query.offset ?? 0}`,
  );
  return (result as unknown as { rows: ProductCard[] }).rows;
}

export function toProductSummary(card: Omit<ProductCard, 'createdAt'>, lang: Language, mediaUrl: MediaUrl) {
  return {
    id: card.id,
    name: pickLocalised(card, 'name', lang),
    short_description: pickLocalised(card, 'short_description', lang),
    image: mediaUrl(card.image),
    price_minor: card.priceMinor,
    list_price_minor: card.listPriceMinor,
    rating: card.rating,
    comment_count: card.commentCount,
    sold_count: card.soldCount,
    stock: card.stock,
    shop: { id: card.shopId, name: card.shopName },
    brand_id: card.brandId,
    category_id: card.categoryId,
  };
}

const orderBy = (sort: ProductSort) => {
  switch (sort) {
    // Ties in the other direction from price_desc, so that one index read either way serves both.
    case 'price_asc':
      return [asc(products.priceMinor), asc(products.id)];
    case 'price_desc':
      return [desc(products.priceMinor), desc(products.id)];
    case 'rating':
      return [desc(products.rating), desc(products.id)];
    case 'relevance':
      return [desc(products.rankedSoldCount), desc(products.id)];
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

const activeCardStatements = preparedPerLanguage<ProductCard, { ids: string }>(
  'active_product_cards',
  (lang) =>
    sql`select ${cardColumns[lang]} from ${products} inner join ${shops} on ${shops.id} = ${products.shopId} where ${activeProduct} and ${products.id} = any(${sql.placeholder('ids')}::int[])`,
);

/**
 * The cards of active products by id, in no particular order: a search's page, once ranked. One named
 * statement per language, its text built once, for any number of ids (`preparedPerLanguage`).
 */
export const readActiveCardsById = (db: Database, lang: Language, ids: number[]) =>
  activeCardStatements(db, lang, { ids: `{${ids.join(',')}}` });

export interface PageRequest {
  page?: number;
  page_size?: number;
}

/**
 * How far a page's total is counted: ten pages' worth beyond the page asked for, at least 1,000 and at most `cap`.
 * Counting a category of a million-product catalogue to 10,001 rows cost more than reading the page itself; a total
 * past the bound is shown as "1,000+" (`total_capped`) and grows as the shopper pages deeper.
 */
export const countBound = (page: number, pageSize: number, cap = TOTAL_CAP) =>
  Math.min(cap, Math.max(1_000, Math.ceil(((page + 10) * pageSize) / 1_000) * 1_000));

/** The placeholders a page's filter binds; one category is `categoryId`, so its listing index gives the order. */
function pageFilterValues(filter: ProductFilter) {
  const categoryIds = filter.categoryIds?.length === 1 ? undefined : filter.categoryIds;
  const categoryId =
    filter.categoryId ?? (filter.categoryIds?.length === 1 ? filter.categoryIds[0] : undefined);
  return {
    categoryId: categoryId || undefined,
    categoryIds: categoryIds?.length ? `{${categoryIds.join(',')}}` : undefined,
    brandId: filter.brandId || undefined,
    shopId: filter.shopId || undefined,
    recommended: filter.recommended || undefined,
  };
}

type PageFilterValues = ReturnType<typeof pageFilterValues>;

const pageConditions: Record<keyof PageFilterValues, SQL> = {
  categoryId: sql`${products.categoryId} = ${sql.placeholder('categoryId')}`,
  categoryIds: sql`${products.categoryId} = any(${sql.placeholder('categoryIds')}::int[])`,
  brandId: sql`${products.brandId} = ${sql.placeholder('brandId')}`,
  shopId: sql`${products.shopId} = ${sql.placeholder('shopId')}`,
  recommended: sql`${products.isRecommended}`,
};

/** A page's card, or (`id` null) the one row of an empty page, each with the page's bounded total. */
type PageRow = (ProductCard | { [column in keyof ProductCard]: null }) & { total: number };
type PageStatement = ReturnType<typeof preparedPerLanguage<PageRow, Record<string, unknown>>>;
const pageStatementCache = new Map<string, PageStatement>();

/** The pages whose statement has its offset written in: a shape each, for the pages shoppers open most. */
const CONSTANT_OFFSET_PAGES = 5;

/** The rows a page's statement reads before skipping to the page: the next power of two, at least 64. */
const readBound = (page: number, pageSize: number) =>
  Math.max(64, 2 ** Math.ceil(Math.log2(page * pageSize)));

/**
 * A page's named statement, built on first use per shape — which filters it has, its order, its size, how far it
 * reads and counts — so that each connection plans a shape once instead of on every request (the category page
 * planned its statement every time). Limits are constants of the statement and only the offset is bound: planned
 * with an unknown limit or offset, PostgreSQL costs a tenth of the table for the generic plan and plans every
 * request again instead (as in `sliceStatement`). The page's cards and its total counted up to the bound are one
 * statement: on two cores, the second round trip cost about as much as either read.
 */
function pageStatement(
  values: PageFilterValues,
  sort: ProductSort,
  paging: { page: number; pageSize: number; bound: number },
) {
  const used = (Object.keys(pageConditions) as (keyof PageFilterValues)[]).filter(
    (key) => values[key] !== undefined,
  );
  const where = and(active, ...used.map((key) => pageConditions[key]));
  const filters = used.join('_') || 'all';
  const reads = readBound(paging.page, paging.pageSize);
  // The first pages' offsets are constants too: planned with a bound offset, PostgreSQL costs the generic plan as
  // if it skipped a tenth of the rows and planned every first page again (0.5 ms, longer than running it).
  const offset =
    paging.page <= CONSTANT_OFFSET_PAGES
      ? sql.raw(String((paging.page - 1) * paging.pageSize))
      : sql.placeholder('offset');
  const at = paging.page <= CONSTANT_OFFSET_PAGES ? `p${paging.page}` : 'p';
  const name = `product_page_${filters}_${sort ?? 'newest'}_${paging.pageSize}_${reads}_${at}_${paging.bound}`;
  let statement = pageStatementCache.get(name);
  if (!statement) {
    const ordering = sql.join(orderBy(sort), sql`, `);
    statement = preparedPerLanguage<PageRow, Record<string, unknown>>(
      name,
      (lang) =>
        sql`select bounded.total, page.*
              from (select count(*)::int as total
                      from (select 1 from ${products} where ${where} limit ${sql.raw(String(paging.bound + 1))}) counted
                   ) bounded
              left join lateral (
                select first_rows.*, row_number() over () as position
                  from (select ${cardColumns[lang]} from ${products} inner join ${shops} on ${shops.id} = ${products.shopId} where ${where} order by ${ordering} limit ${sql.raw(String(reads))}) first_rows
                 limit ${sql.raw(String(paging.pageSize))} offset ${offset}
              ) page on true
             order by page.position`,
    );
    pageStatementCache.set(name, statement);
  }
  return statement;
}

/** One page of active products matching `filter`, with a total counted as far as `countBound`. */
export async function productPage(
  db: Database,
  mediaUrl: MediaUrl,
  lang: Language,
  filter: ProductFilter,
  paging: PageRequest,
  sort: ProductSort,
  cap = TOTAL_CAP,
) {
  const page = paging.page ?? 1;
  const pageSize = paging.page_size ?? 20;
  const bound = countBound(page, pageSize, cap);
  const values = pageFilterValues(filter);
  const read = await pageStatement(values, sort, { page, pageSize, bound })(db, lang, {
    ...values,
    offset: (page - 1) * pageSize,
  });
  const counted = read[0]?.total ?? 0;
  const rows = read.filter((row): row is ProductCard & { total: number } => row.id !== null);
  const total = Math.min(counted, bound);
  const capped = counted > bound;
  return {
    list: rows.map((row) => toProductSummary(row, lang, mediaUrl)),
    page,
    page_size: pageSize,
    total,
    total_capped: capped,
    has_more: page * pageSize < total || (capped && rows.length === pageSize),
  };
}

export async function productList(
  db: Database,
  mediaUrl: MediaUrl,
  lang: Language,
  order: ListOrder,
  limit: number,
  filter?: ProductFilter,
) {
  const where = productCondition(filter);
  const rows = await readProductCards(db, lang, {
    where: where ? and(active, where) : active,
    orderBy: listOrdering[order],
    limit,
  });
  return rows.map((row) => toProductSummary(row, lang, mediaUrl));
}

/** Keyset cursor over (created_at, id), newest first: constant cost however deep the shopper scrolls. */
const encodeCursor = (createdAt: string, id: number) =>
  Buffer.from(`${createdAt}|${id}`).toString('base64url');

/** PostgreSQL's text form of a timestamptz, as `encodeCursor` receives it (`2026-03-01 12:00:00.123+00`). */
const TIMESTAMP_SHAPE =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;
/** Product ids are PostgreSQL `integer`s. */
const MAX_ID = 2 ** 31 - 1;

/**
 * A cursor this server could have issued, or 1000008: it is read from the query string, so anything may arrive,
 * and nothing the database would refuse (a year 0 or 99999, a 31st of February, an id past `integer`) may reach it.
 */
export function decodeCursor(cursor: string): { createdAt: string; id: number } {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const [createdAt = '', id = '', ...rest] = text.split('|');
  const parsedId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
  const parts = TIMESTAMP_SHAPE.exec(createdAt);
  const valid =
    rest.length === 0 &&
    encodeCursor(createdAt, parsedId) === cursor &&
    parsedId <= MAX_ID &&
    parts !== null &&
    isCalendarDate(Number(parts[1]), Number(parts[2]), Number(parts[3])) &&
    Number(parts[4]) < 24 &&
    Number(parts[5]) < 60 &&
    Number(parts[6]) < 60;
  if (!valid) throw new DomainError('INVALID_PARAMETERS');
  return { createdAt, id: parsedId };
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1970 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Which conditions a slice of the newest products has: each combination is its own named statement. */
interface SliceShape {
  categoryId: boolean;
  brandId: boolean;
  after: boolean;
}

const sliceStatements = new Map<
  string,
  ReturnType<typeof preparedPerLanguage<ProductCard, Record<string, unknown>>>
>();

/**
 * The named statements of a slice's shape, one per language, built on first use. Each shape keeps its own
 * statements, rather than one with optional conditions, so that one plan serves every request: a category's or
 * brand's slice walks that listing index, the whole catalogue's the index of the newest products. The products are
 * read under the largest slice's limit, a constant, and the request's own limit applies to them: planned with an
 * unknown limit, PostgreSQL costs a tenth of the table for the generic plan and plans every request again instead.
 */
function sliceStatement(shape: SliceShape) {
  const name = `product_slice${shape.categoryId ? '_category' : ''}${shape.brandId ? '_brand' : ''}${shape.after ? '_after' : ''}`;
  let statement = sliceStatements.get(name);
  if (!statement) {
    const where = and(
      active,
      shape.categoryId ? sql`${products.categoryId} = ${sql.placeholder('categoryId')}` : undefined,
      shape.brandId ? sql`${products.brandId} = ${sql.placeholder('brandId')}` : undefined,
      shape.after
        ? sql`(${products.createdAt}, ${products.id}) < (${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::int)`
        : undefined,
    );
    statement = preparedPerLanguage<ProductCard, Record<string, unknown>>(
      name,
      (lang) =>
        sql`select * from (select ${cardColumns[lang]} from ${products} inner join ${shops} on ${shops.id} = ${products.shopId} where ${where} order by ${products.createdAt} desc, ${products.id} desc limit ${sql.raw(String(MAX_SLICE_LIMIT + 1))}) newest limit ${sql.placeholder('limit')}`,
    );
    sliceStatements.set(name, statement);
  }
  return statement;
}

/**
 * A slice of the newest active products after a cursor (keyset paging: any depth costs the same), read by a named
 * statement (`preparedStatement`): the catalogue's list is read fresh on every request.
 */
export async function productSlice(
  db: Database,
  mediaUrl: MediaUrl,
  lang: Language,
  filter: Pick<ProductFilter, 'categoryId' | 'brandId'>,
  cursor: string | undefined,
  limit: number,
) {
  const after = cursor ? decodeCursor(cursor) : undefined;
  const statement = sliceStatement({
    categoryId: Boolean(filter.categoryId),
    brandId: Boolean(filter.brandId),
    after: after !== undefined,
  });
  const rows = await statement(db, lang, {
    categoryId: filter.categoryId,
    brandId: filter.brandId,
    afterCreatedAt: after?.createdAt,
    afterId: after?.id,
    limit: limit + 1,
  });
  const more = rows.length > limit;
  const slice = rows.slice(0, limit);
  const last = slice[slice.length - 1];
  return {
    list: slice.map((row) => toProductSummary(row, lang, mediaUrl)),
    next_cursor: more && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/** `%` and `_` in a shopper's keyword are literal characters, not patterns. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
