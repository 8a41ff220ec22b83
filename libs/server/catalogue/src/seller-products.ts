import { and, asc, count, desc, eq, getTableColumns, gt, ilike, lte, type SQL } from 'drizzle-orm';
import { alreadyDecided, type Database, DomainError, type ReviewActor } from '@mall/server-core';
import { languageCodes, LOW_STOCK } from '@mall/sdk-manifest';
import { recordPriceDrop, recordProductPublished } from './follows';
import { transitionProduct } from './product-transitions';
import { brands, categories, products, shops } from './tables';

/** How a seller sees a product's status. */
export type SellerProductState = 'pending_review' | 'refused' | 'on_sale' | 'off_sale';
type ProductStatus = (typeof products.$inferSelect)['status'];

const STATE_OF_STATUS: Readonly<Record<ProductStatus, SellerProductState>> = {
  pending_review: 'pending_review',
  refused: 'refused',
  active: 'on_sale',
  expired: 'off_sale',
};
const STATUS_OF_STATE = Object.fromEntries(
  Object.entries(STATE_OF_STATUS).map(([status, state]) => [state, status]),
) as Record<SellerProductState, ProductStatus>;

const { searchText: _text, ...productColumns } = getTableColumns(products);
const rowColumns = { ...productColumns, shopName: shops.name };

type StoredProduct = Omit<typeof products.$inferSelect, 'searchText'> & {
  shopName: string;
};
export type SellerProductRow = StoredProduct & { state: SellerProductState };

const withState = (row: StoredProduct): SellerProductRow => ({
  ...row,
  state: STATE_OF_STATUS[row.status],
});

/** How a seller orders their list: newest first unless told. */
export type SellerProductSort = 'newest' | 'best_selling' | 'price_asc' | 'price_desc' | 'stock_asc';
/** In stock (above 0), running low (1 to `LOW_STOCK`) or sold out (0). */
export type SellerProductStockFilter = 'in_stock' | 'low' | 'out';

const ORDER_BY: Readonly<Record<SellerProductSort | 'oldest', SQL[]>> = {
  newest: [desc(products.id)],
  oldest: [asc(products.id)],
  best_selling: [desc(products.soldCount), desc(products.id)],
  price_asc: [asc(products.priceMinor), desc(products.id)],
  price_desc: [desc(products.priceMinor), desc(products.id)],
  stock_asc: [asc(products.stock), desc(products.id)],
};

const STOCK_FILTER: Readonly<Record<SellerProductStockFilter, SQL>> = {
  in_stock: gt(products.stock, 0),
  low: and(gt(products.stock, 0), lte(products.stock, LOW_STOCK))!,
  out: eq(products.stock, 0),
};

/** `keyword` as a LIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function readProducts(
  db: Database,
  where: SQL | undefined,
  order: SellerProductSort | 'oldest',
  paging: { page: number; pageSize: number },
) {
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(where)
      .orderBy(...ORDER_BY[order])
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    rows: rows.map(withState),
    total: counted?.total ?? 0,
  };
}

/** What a seller narrows their list to; every field optional. */
export interface SellerProductQuery {
  state?: SellerProductState;
  /** A word of the name or short description in any language, matched anywhere in it, any case. */
  keyword?: string;
  categoryId?: number;
  stock?: SellerProductStockFilter;
  sort?: SellerProductSort;
}

/** A shop's products in every state (or those `query` narrows to), newest first unless sorted otherwise. */
export function shopProductPage(
  db: Database,
  shopId: number,
  query: SellerProductQuery,
  paging: { page: number; pageSize: number },
) {
  const keyword = query.keyword?.trim();
  const where = and(
    eq(products.shopId, shopId),
    query.state ? eq(products.status, STATUS_OF_STATE[query.state]) : undefined,
    keyword ? ilike(products.searchText, containing(keyword)) : undefined,
    query.categoryId === undefined ? undefined : eq(products.categoryId, query.categoryId),
    query.stock ? STOCK_FILTER[query.stock] : undefined,
  );
  return readProducts(db, where, query.sort ?? 'newest', paging);
}

/** Products in a review state (pending review unless told), oldest first: the staff queue. */
export function reviewProductPage(
  db: Database,
  state: SellerProductState = 'pending_review',
  paging: { page: number; pageSize: number },
) {
  return readProducts(db, eq(products.status, STATUS_OF_STATE[state]), 'oldest', paging);
}

/** One product of `shopId`; another shop's and a missing one answer NO_DATA_FOUND alike. */
async function shopProduct(db: Database, shopId: number | null, productId: number) {
  const [row] = await db
    .select(rowColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      shopId === null
        ? eq(products.id, productId)
        : and(eq(products.id, productId), eq(products.shopId, shopId)),
    )
    .limit(1);
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return withState(row);
}

export interface SellerProductChanges {
  priceMinor?: number;
  stock?: number;
  onSale?: boolean;
}

/**
 * A seller's change to their own product; only a reviewed, approved product goes on or off sale. A lower price of
 * a product on sale records `product.price_dropped` in the same transaction.
 */
export async function changeShopProduct(
  db: Database,
  shopId: number,
  productId: number,
  changes: SellerProductChanges,
): Promise<SellerProductRow> {
  return db.transaction(async (tx) => {
    const product = await shopProduct(tx, shopId, productId);
    const reviewed = product.state === 'on_sale' || product.state === 'off_sale';
    if (changes.onSale !== undefined && !reviewed) throw new DomainError('DATA_OPERATION_FAILED');
    const set: Partial<typeof products.$inferInsert> = {};
    if (changes.priceMinor !== undefined) set.priceMinor = changes.priceMinor;
    if (changes.stock !== undefined) set.stock = changes.stock;
    const status = changes.onSale === undefined ? undefined : changes.onSale ? 'active' : 'expired';
    if (status !== undefined && status !== product.status) {
      const [shop] = await tx.select({ ownerId: shops.ownerId }).from(shops).where(eq(shops.id, shopId));
      const actor = shop?.ownerId ? { kind: 'user' as const, id: shop.ownerId } : { kind: 'system' as const };
      await transitionProduct(tx, productId, { to: status, actor });
    }
    if (Object.keys(set).length === 0) return shopProduct(tx, shopId, productId);
    // The price before the change, read under the row lock the update takes anyway.
    const [before] = await tx
      .select({ priceMinor: products.priceMinor })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    await tx.update(products).set(set).where(eq(products.id, productId));
    const changed = await shopProduct(tx, shopId, productId);
    // A lower price of a product on sale is news for the shop's followers (their feed).
    if (before && changed.state === 'on_sale' && changed.priceMinor < before.priceMinor) {
      await recordPriceDrop(tx, {
        productId,
        shopId,
        productName: changed.name_en,
        priceMinor: changed.priceMinor,
        previousPriceMinor: before.priceMinor,
      });
    }
    return changed;
  });
}

type Localised<Field extends string> = Record<`${Field}_en`, string> &
  Partial<Record<`${Field}_${(typeof languageCodes)[number]}`, string>>;

export type NewSellerProduct = Localised<'name'> &
  Localised<'short_description'> &
  Localised<'description'> & {
    priceMinor: number;
    stock: number;
    categoryId: number;
    brandId?: number;
    /** Stored image paths, the first the main one. */
    images: string[];
  };

/** Empty translations are stored as absent, so the English text stands in for them. */
const localisedValues = (product: NewSellerProduct, field: 'name' | 'short_description' | 'description') =>
  Object.fromEntries(
    languageCodes.map((lang) => {
      const text = (product as Record<string, string | undefined>)[`${field}_${lang}`]?.trim();
      return [`${field}_${lang}`, text ? text : lang === 'en' ? '' : null];
    }),
  );

/** Adds a product to `shopId` for staff review; an unknown category or brand answers NO_DATA_FOUND. */
export async function addShopProduct(
  db: Database,
  shopId: number,
  product: NewSellerProduct,
): Promise<SellerProductRow> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, product.categoryId));
  const [brand] =
    product.brandId === undefined
      ? [null]
      : await db.select({ id: brands.id }).from(brands).where(eq(brands.id, product.brandId));
  if (!category || brand === undefined) throw new DomainError('NO_DATA_FOUND');
  const names = localisedValues(product, 'name');
  const shortDescriptions = localisedValues(product, 'short_description');
  const [created] = await db
    .insert(products)
    .values({
      shopId,
      categoryId: product.categoryId,
      brandId: product.brandId ?? null,
      ...(names as Localised<'name'>),
      ...(shortDescriptions as Localised<'short_description'>),
      ...(localisedValues(product, 'description') as Localised<'description'>),
      priceMinor: product.priceMinor,
      stock: product.stock,
      image: product.images[0] ?? '',
      images: product.images,
      status: 'pending_review',
      searchText: [...Object.values(names), ...Object.values(shortDescriptions)]
        .filter((text): text is string => Boolean(text))
        .join(' \n '),
    })
    .returning({ id: products.id });
  return shopProduct(db, shopId, created!.id);
}

/**
 * Staff decision on a product pending review: approval puts it on sale (and records `product.published`),
 * refusal keeps the message. A product not pending answers TASK_ALREADY_DECIDED, so a decision is taken once.
 * Call it in a transaction.
 */
export async function decideProductReview(
  db: Database,
  productId: number,
  decision: { approve: boolean; message: string; actor: ReviewActor },
): Promise<SellerProductRow & { ownerId: number | null }> {
  const product = await shopProduct(db, null, productId);
  if (product.status !== 'pending_review') throw alreadyDecided();
  await transitionProduct(db, productId, {
    to: decision.approve ? 'active' : 'refused',
    actor: decision.actor,
    remark: decision.message,
  });
  const [shop] = await db.select({ ownerId: shops.ownerId }).from(shops).where(eq(shops.id, product.shopId));
  const row = await shopProduct(db, null, productId);
  // Approval puts the product on sale: its shop's followers hear of it (feed, and notices for those who asked).
  if (decision.approve) {
    await recordProductPublished(db, {
      productId,
      shopId: row.shopId,
      shopName: row.shopName,
      productName: row.name_en,
      priceMinor: row.priceMinor,
    });
  }
  return { ...row, ownerId: shop?.ownerId ?? null };
}
