import { decideProductReview, type SellerProductRow } from '@mall/server-catalogue';
import { type Database, type ReviewActor, withTransaction } from '@mall/server-core';
import { notifyProductReview } from './product-notices';

/** Staff decide a seller's product pending review; the seller hears of it in a notice of type 200. */
export function decideProduct(
  db: Database,
  productId: number,
  decision: { approve: boolean; message: string; actor: ReviewActor },
): Promise<SellerProductRow> {
  return withTransaction(db, async (tx) => {
    const decided = await decideProductReview(tx, productId, decision);
    if (decided.ownerId !== null)
      await notifyProductReview(tx, {
        sellerId: decided.ownerId,
        productId: decided.id,
        productName: decided.name_en,
        approved: decision.approve,
        message: decision.message,
      });
    return decided;
  });
}
