import { type Database, emit } from '@mall/server-core';
import type { RefundRow } from './refunds';

/** What a return's events carry: enough for the shopper's and the seller's notices. */
export interface RefundEventPayload {
  refundId: number;
  orderId: number;
  orderSn: string;
  userId: number;
  shopId: number;
  productName: string;
  amountMinor: number;
  state: RefundRow['state'];
  message: string | null;
}

/** `refund.requested`, `refund.refunded`, `refund.refused` or `refund.cancelled`, on the return's own aggregate. */
export const emitRefundEvent = (
  tx: Database,
  refund: RefundRow,
  order: { orderSn: string; shopId: number },
  productName: string,
) =>
  emit<RefundEventPayload>(tx, {
    type: refund.state === 'pending' ? 'refund.requested' : `refund.${refund.state}`,
    version: 1,
    aggregateType: 'refund',
    aggregateId: refund.id,
    payload: {
      refundId: refund.id,
      orderId: refund.orderId,
      orderSn: order.orderSn,
      userId: refund.userId,
      shopId: order.shopId,
      productName,
      amountMinor: refund.amountMinor,
      state: refund.state,
      message: refund.staffMessage,
    },
  });
