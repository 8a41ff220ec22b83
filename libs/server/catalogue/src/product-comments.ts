import { eq, sql } from 'drizzle-orm';
import { type Database, DomainError } from '@mall/server-core';
import { productComments, products } from './tables';
import type { CommentRow } from './browse';

/**
 * Adds a buyer's comment and folds its rating into the product's (the mean over its comments, to one decimal)
 * and its comment count, in the caller's transaction.
 */
export async function addProductComment(
  tx: Database,
  comment: {
    productId: number;
    userId: number;
    author: string;
    rating: number;
    content: string;
    /** The language the buyer wrote in (the interface's language at the time). */
    lang: string;
  },
): Promise<CommentRow> {
  const [rated] = await tx
    .update(products)
    .set({
      rating: sql`round((${products.rating} * ${products.commentCount} + ${comment.rating})::numeric / (${products.commentCount} + 1), 1)`,
      commentCount: sql`${products.commentCount} + 1`,
    })
    .where(eq(products.id, comment.productId))
    .returning({ id: products.id });
  if (!rated) throw new DomainError('PRODUCT_INVALID');
  const [row] = await tx.insert(productComments).values(comment).returning();
  if (!row) throw new DomainError('DATA_OPERATION_FAILED');
  return row;
}
