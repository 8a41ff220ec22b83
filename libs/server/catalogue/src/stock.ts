import { and, eq, gte, sql } from 'drizzle-orm';
import { type Database, DomainError } from '@mall/server-core';
import { products } from './tables';

/**
 * Takes `quantity` units of an active product's stock and counts them sold, in one conditional decrement: two
 * buyers of the last unit cannot both get it, whatever the isolation level. Not enough stock answers
 * INSUFFICIENT_STOCK; a product gone or off sale, PRODUCT_INVALID.
 */
export async function reserveStock(tx: Database, productId: number, quantity: number): Promise<void> {
  const [taken] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}`, soldCount: sql`${products.soldCount} + ${quantity}` })
    .where(and(eq(products.id, productId), eq(products.status, 'active'), gte(products.stock, quantity)))
    .returning({ id: products.id });
  if (taken) return;
  const [product] = await tx
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  throw new DomainError(product?.status === 'active' ? 'INSUFFICIENT_STOCK' : 'PRODUCT_INVALID');
}

/** Puts back what `reserveStock` took (an order cancelled): the stock returns and the sale no longer counts. */
export async function releaseStock(tx: Database, productId: number, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({
      stock: sql`${products.stock} + ${quantity}`,
      soldCount: sql`greatest(${products.soldCount} - ${quantity}, 0)`,
    })
    .where(eq(products.id, productId));
}
