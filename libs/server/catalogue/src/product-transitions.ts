import { and, asc, count, eq, getTableColumns, inArray } from 'drizzle-orm';
import {
  type Database,
  DomainError,
  type ReviewActor,
  type Reviewed,
  type ReviewTaskFilter,
  type ReviewTaskPage,
  reviewTaskIds,
  type ReviewTransitions,
  transitionReviewed,
} from '@mall/server-core';
import { products, shops } from './tables';

type ProductStatus = (typeof products.$inferSelect)['status'];

/**
 * A seller's product: pending_review → active (approved, on sale) | refused; the seller takes an approved one off
 * sale and back (active ⇄ expired).
 */
export const productTransitions: ReviewTransitions<ProductStatus> = {
  pending_review: ['active', 'refused'],
  refused: [],
  active: ['expired'],
  expired: ['active'],
};

/** A product's review state, locked for a decision: NO_DATA_FOUND when there is none. */
export async function lockProductStatus(
  tx: Database,
  id: number,
): Promise<{ id: number; status: ProductStatus; shopId: number }> {
  const [row] = await tx
    .select({ id: products.id, status: products.status, shopId: products.shopId })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

const productsReviewed: Reviewed<typeof products, ProductStatus> = {
  kind: 'product',
  table: products,
  stateKey: 'status',
  transitions: productTransitions,
};

/**
 * The one way a product's status changes (`transitionReviewed`: a decided review answers 3100001), with the
 * staff's message on a review, in `tx`.
 */
export async function transitionProduct(
  tx: Database,
  id: number,
  step: { to: ProductStatus; actor: ReviewActor; remark?: string },
): Promise<void> {
  await transitionReviewed(tx, productsReviewed, id, {
    ...step,
    set: (row) => (row.status === 'pending_review' ? { reviewMessage: step.remark ?? '' } : {}),
  });
}

/** The products-awaiting-approval queue (`staff` lib), oldest first; the user is the shop's owner. */
export async function productTasks(db: Database, filter: ReviewTaskFilter): Promise<ReviewTaskPage> {
  const where = and(
    inArray(products.status, filter.states as ProductStatus[]),
    filter.userId === undefined ? undefined : eq(shops.ownerId, filter.userId),
    reviewTaskIds(products.id, filter),
  );
  const rows = await db
    .select({
      id: products.id,
      status: products.status,
      name: products.name_en,
      shopName: shops.name,
      ownerId: shops.ownerId,
      priceMinor: products.priceMinor,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(where)
    .orderBy(asc(products.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(where);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      state: row.status,
      title: `${row.name} · ${row.shopName}`,
      userId: row.ownerId,
      amountMinor: row.priceMinor,
      createdAt: row.createdAt,
    })),
    total: total?.n ?? 0,
  };
}

const { searchText: _search, ...reviewColumns } = getTableColumns(products);

/** Everything a reviewer reads of a product: every language's text, pictures, price, stock, its shop. */
export async function productForReview(db: Database, id: number) {
  const [row] = await db
    .select({ product: reviewColumns, shopName: shops.name, ownerId: shops.ownerId })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(products.id, id));
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}
