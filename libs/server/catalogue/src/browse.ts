import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, DomainError, preparedQuery, rememberedInBatch } from '@mall/server-core';
import type { ExpiringCache } from './expiring-cache';
import { activeProduct } from './product-queries';
import { brands, categories, productComments, products, shops } from './tables';

export type BrandRow = typeof brands.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;
export type CommentRow = typeof productComments.$inferSelect;

/**
 * Every brand's product count in one pass, cached: counting a million products for each brand list (the home
 * page shows one) cost 40–80 ms a request.
 */
export const brandProductCounts = (db: Database, cache: ExpiringCache) =>
  cache.get('brand-counts', async () => {
    const rows = await db
      .select({ id: products.brandId, count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(activeProduct, sql`${products.brandId} is not null`))
      .groupBy(products.brandId);
    return new Map(rows.map((row) => [row.id!, row.count]));
  });

/** Active products per shop, for the shop cards of product pages: counted for all shops at once and cached. */
export const shopProductCounts = (db: Database, cache: ExpiringCache) =>
  cache.get('shop-counts', async () => {
    const rows = await db
      .select({ id: products.shopId, count: sql<number>`count(*)::int` })
      .from(products)
      .where(activeProduct)
      .groupBy(products.shopId);
    return new Map(rows.map((row) => [row.id, row.count]));
  });

/** Top brands first, then by their order. */
export const listBrands = (db: Database, limit: number): Promise<BrandRow[]> =>
  db.select().from(brands).orderBy(desc(brands.isTop), asc(brands.sort), asc(brands.id)).limit(limit);

export async function findBrand(db: Database, id: number): Promise<BrandRow> {
  const [brand] = await db.select().from(brands).where(eq(brands.id, id));
  if (!brand) throw new DomainError('NO_DATA_FOUND');
  return brand;
}

/** The category tree is read by most catalogue pages and changes rarely: cached like the home lists. */
export const allCategories = (db: Database, cache: ExpiringCache): Promise<CategoryRow[]> =>
  cache.get('categories', () =>
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
  );

export const topLevelCategories = (db: Database): Promise<CategoryRow[]> =>
  db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.sort));

/**
 * The brands a category (with its subcategories) has, each with how many of the category's products it has;
 * they change rarely and cost a pass over the category's products.
 */
export const brandsInCategory = (
  db: Database,
  cache: ExpiringCache,
  category: { id: number; withSubcategories: number[] },
): Promise<{ row: BrandRow; count: number }[]> =>
  cache.get(`category-brands:${category.id}`, async () => {
    const counted = await db
      .select({ id: products.brandId, count: sql<number>`count(*)::int` })
      .from(products)
      .where(
        and(
          activeProduct,
          inArray(products.categoryId, category.withSubcategories),
          sql`${products.brandId} is not null`,
        ),
      )
      .groupBy(products.brandId)
      .orderBy(sql`count(*) desc`, asc(products.brandId))
      .limit(40);
    const counts = new Map(counted.map((row) => [row.id!, row.count]));
    const rows = counts.size
      ? await db
          .select()
          .from(brands)
          .where(inArray(brands.id, [...counts.keys()]))
          .orderBy(asc(brands.sort))
      : [];
    return rows.map((row) => ({ row, count: counts.get(row.id)! }));
  });

const shopStatement = preparedQuery<ShopRow[], { id: number }>('shop_by_id', (db) =>
  db
    .select()
    .from(shops)
    .where(eq(shops.id, sql.placeholder('id'))),
);

export async function findShop(db: Database, id: number): Promise<ShopRow> {
  const [shop] = await shopStatement(db, { id });
  if (!shop) throw new DomainError('NO_DATA_FOUND');
  return shop;
}

/** `findShop` for the events' subscribers: read once a delivery batch (a burst of one shop's orders reads it once). */
export const findShopInBatch = (tx: Database, id: number): Promise<ShopRow> =>
  rememberedInBatch(tx, `shop:${id}`, () => findShop(tx, id));

const newestComments = [desc(productComments.createdAt), desc(productComments.id)];

/** One page of an active product's comments, newest first; another product answers PRODUCT_INVALID. */
export async function commentPage(
  db: Database,
  productId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: CommentRow[]; total: number }> {
  const [product] = await db
    .select({ id: products.id, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || product.status !== 'active') throw new DomainError('PRODUCT_INVALID');
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(productComments)
      .where(eq(productComments.productId, productId))
      .orderBy(...newestComments)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(productComments)
      .where(eq(productComments.productId, productId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
