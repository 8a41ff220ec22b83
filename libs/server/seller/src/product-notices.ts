import type { Database } from '@mall/server-core';
import { createNotice } from '@mall/server-notices';
import { PRODUCT_NOTICE } from './notice-types';

/** Tells the seller their new product is waiting for review (notice type 200, in review). */
export function notifyProductSubmitted(db: Database, sellerId: number, productName: string): Promise<void> {
  return createNotice(db, {
    userId: sellerId,
    type: PRODUCT_NOTICE,
    status: 0,
    title: 'Product submitted for review',
    content: productName,
  });
}

/** Tells the seller how staff decided on their product (notice type 200). */
export function notifyProductReview(
  db: Database,
  sellerId: number,
  review: { productName: string; approved: boolean; message: string },
): Promise<void> {
  return createNotice(db, {
    userId: sellerId,
    type: PRODUCT_NOTICE,
    status: review.approved ? 1 : -1,
    title: review.approved ? 'Product approved' : 'Product refused',
    content: review.message ? `${review.productName}: ${review.message}` : review.productName,
  });
}
