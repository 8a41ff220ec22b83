import { type Database, emit } from '@mall/server-core';

/** `product.submitted`: a seller's new product waits for review. */
export interface ProductSubmitted {
  sellerId: number;
  productId: number;
  productName: string;
}

/** `product.reviewed`: staff decided on a seller's product. */
export interface ProductReviewed extends ProductSubmitted {
  approved: boolean;
  message: string;
}

const productEvent = <Payload extends ProductSubmitted>(tx: Database, type: string, payload: Payload) =>
  emit(tx, { type, version: 1, aggregateType: 'product', aggregateId: payload.productId, payload }).then(
    () => undefined,
  );

/** Records that the seller's new product waits for review; the seller's notice follows from the event. */
export const notifyProductSubmitted = (tx: Database, submitted: ProductSubmitted): Promise<void> =>
  productEvent(tx, 'product.submitted', submitted);

/** Records how staff decided on a seller's product; the seller's notice follows from the event. */
export const notifyProductReview = (tx: Database, reviewed: ProductReviewed): Promise<void> =>
  productEvent(tx, 'product.reviewed', reviewed);
