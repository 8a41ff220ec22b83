import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Language } from '@mall/server-core';
import { brands, categories, productComments, products, shops } from './tables';
import { preparedPerLanguage } from './prepared-statement';
import { cardColumnList, localisedColumns, perLanguage, type ProductCard } from './product-queries';

/** A comment as the product page shows it. */
export interface LatestComment {
  id: number;
  author: string;
  rating: number;
  content: string;
  lang: string | null;
  createdAt: string;
}

/** A product page's row: its card, what only the page shows (its shop's card), its latest comments and their ratings. */
export type ProductDetailRow = ProductCard & {
  images: string[];
  status: 'active' | 'expired';
  sellerId: number | null;
  shopLogo: string;
  shopRating: number;
  comments: LatestComment[];
  /** How many comments give 1…5 stars (index 0 is 1 star). */
  ratingCounts: number[];
} & Partial<Record<`${'description' | 'brand_name' | 'category_name'}_${Language}`, string | null>>;

/** How many of its comments a product page shows. */
export const LATEST_COMMENTS = 5;

const detailColumns = perLanguage((lang) => [
  ...cardColumnList(lang),
  ...localisedColumns('products', ['description'], lang),
  '"products"."images"',
  '"products"."status"',
  '"shops"."owner_id" as "sellerId"',
  '"shops"."logo" as "shopLogo"',
  '"shops"."rating"::float8 as "shopRating"',
  ...localisedColumns('brands', ['name'], lang, 'brand_'),
  ...localisedColumns('categories', ['name'], lang, 'category_'),
]);

/** Most products read by one statement. */
const MAX_BATCH = 100;

interface Reader {
  resolve(row: ProductDetailRow | undefined): void;
  reject(error: unknown): void;
}

/**
 * Reads products for their pages, the catalogue's busiest single-row read. Like the cards, a row holds only the
 * shopper's language and English, and none of the search text. The products asked for while the event loop
 * is busy are read together, with their latest comments, in one statement per language: under load most of a
 * product page's cost was the round trips (two statements a page, each a socket write and read on both
 * sides), not the database's work.
 */
export function productDetailReader(db: Database) {
  const waiting = new Map<Language, Map<number, Reader[]>>();

  const readBatch = async (lang: Language, batch: Map<number, Reader[]>) => {
    try {
      const rows = await readProductDetails(db, lang, [...batch.keys()]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const [id, readers] of batch) for (const reader of readers) reader.resolve(byId.get(id));
    } catch (error) {
      for (const readers of batch.values()) for (const reader of readers) reader.reject(error);
    }
  };

  const flush = () => {
    for (const [lang, ids] of waiting) {
      const entries = [...ids];
      for (let start = 0; start < entries.length; start += MAX_BATCH)
        void readBatch(lang, new Map(entries.slice(start, start + MAX_BATCH)));
    }
    waiting.clear();
  };

  return (lang: Language, id: number): Promise<ProductDetailRow | undefined> => {
    if (waiting.size === 0) setImmediate(flush);
    const ids = waiting.get(lang) ?? new Map<number, Reader[]>();
    waiting.set(lang, ids);
    return new Promise((resolve, reject) => ids.set(id, [...(ids.get(id) ?? []), { resolve, reject }]));
  };
}

const joins: SQL = sql`inner join ${shops} on ${shops.id} = ${products.shopId} inner join ${categories} on ${categories.id} = ${products.categoryId} left join ${brands} on ${brands.id} = ${products.brandId}`;
const latestComments = sql`(select coalesce(json_agg(latest), '[]') from (select ${productComments.id}, ${productComments.author}, ${productComments.rating}, ${productComments.content}, ${productComments.lang}, ${productComments.createdAt}::text as "createdAt" from ${productComments} where ${productComments.productId} = ${products.id} order by ${productComments.createdAt} desc, ${productComments.id} desc limit ${LATEST_COMMENTS}) latest) as comments`;

/** The comments' ratings counted by stars, read through the comments' product index. */
const ratingCounts = sql`(select array[${sql.join(
  [1, 2, 3, 4, 5].map((stars) => sql.raw(`count(*) filter (where "rating" = ${stars})::int`)),
  sql`, `,
)}] from ${productComments} where ${productComments.productId} = ${products.id}) as "ratingCounts"`;

/** Products with their latest comments, in one statement per language, planned once per connection. */
const productDetailStatements = preparedPerLanguage<ProductDetailRow, { ids: string }>(
  'product_details',
  (lang) =>
    sql`select ${detailColumns[lang]}, ${latestComments}, ${ratingCounts} from ${products} ${joins} where ${products.id} = any(${sql.placeholder('ids')}::int[])`,
);

const readProductDetails = (db: Database, lang: Language, ids: number[]) =>
  productDetailStatements(db, lang, { ids: `{${ids.join(',')}}` });
