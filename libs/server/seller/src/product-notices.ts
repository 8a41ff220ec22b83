import type { Database } from '@mall/server-core';
import { createNotice } from '@mall/server-notices';
import { PRODUCT_NOTICE } from './notice-types';

/** Tells the seller their new product is waiting for review (notice type 200, in review). */
export function notifyProductSubmitted(db: Database, sellerId: number, productName: string): Promise<void> {
  return createNotice(db, {
    userId: sellerId,
    type: PRODUCT_NOTICE,
    status: 0,
    key: 'product.submitted',
    params: { product: productName },
  });
}

/** Tells the seller how staff decided on their product (notice type 200). */
export function notifyProductReview(
  db: Database,
  sellerId: number,
  review: { productName: string; approved: boolean; message: string },
): Promise<void> {
  const decided = review.approved ? 'product.approved' : 'product.refused';
  return createNotice(db, {
    userId: sellerId,
    type: PRODUCT_NOTICE,
    status: review.approved ? 1 : -1,
    key: review.message ? (`${decided}_with_message` as const) : decided,
    params: { product: review.productName, message: review.message },
  });
}
