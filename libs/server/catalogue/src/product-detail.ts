import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Language } from '@mall/server-core';
import { brands, categories, products, shops } from './tables';
import { cardColumnList, localisedColumns, perLanguage, type ProductCard } from './product-queries';

/** A product page's row: its card, and what only the page shows. */
export type ProductDetailRow = ProductCard & {
  images: string[];
  status: 'active' | 'expired';
  sellerId: number | null;
} & Partial<Record<`${'description' | 'brand_name' | 'category_name'}_${Language}`, string | null>>;

const detailColumns = perLanguage((lang) => [
  ...cardColumnList(lang),
  ...localisedColumns('products', ['description'], lang),
  '"products"."images"',
  '"products"."status"',
  '"shops"."owner_id" as "sellerId"',
  ...localisedColumns('brands', ['name'], lang, 'brand_'),
  ...localisedColumns('categories', ['name'], lang, 'category_'),
]);

/**
 * Reads one product for its page: like the cards, only the shopper's language and English, and none of the
 * search columns, which are as large as the rest of the row.
 */
export async function readProductDetail(
  db: Database,
  lang: Language,
  id: number,
): Promise<ProductDetailRow | undefined> {
  const joins: SQL = sql`inner join ${shops} on ${shops.id} = ${products.shopId} inner join ${categories} on ${categories.id} = ${products.categoryId} left join ${brands} on ${brands.id} = ${products.brandId}`;
  const result = await db.execute(
    sql`select ${detailColumns[lang]} from ${products} ${joins} where ${products.id} = ${id}`,
  );
  return (result as unknown as { rows: ProductDetailRow[] }).rows[0];
}
