import { eq } from 'drizzle-orm';
import { type Database, DomainError, withIdempotency } from '@mall/server-core';
import { lockOrder } from './order-queries';
import { paymentRefusal } from './states';
import { orders, type PaymentMethod } from './tables';

export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holderName: string;
}

export interface PayOrderRequest {
  orderId: number;
  method: PaymentMethod;
  card?: CardDetails;
}

/** Cash on delivery: nothing is charged now; the order ships unpaid and stops counting down. */
async function chooseCashOnDelivery(tx: Database, orderId: number) {
  await tx.update(orders).set({ paymentMethod: 'cod', autoCancelAt: null }).where(eq(orders.id, orderId));
}

/**
 * Pays one of the user's unpaid orders, in one transaction on the order's locked row, so only one payment
 * of an order ever succeeds. With an Idempotency-Key, the same key answers the first outcome.
 */
export const payOrder = (
  db: Database,
  userId: number,
  request: PayOrderRequest,
  idempotencyKey?: string,
): Promise<{ orderId: number }> =>
  withIdempotency(
    db,
    {
      userId,
      key: idempotencyKey,
      operation: 'payOrder',
      // The card number is compared by its last digits only: no full number is ever stored, even digested.
      body: { ...request, card: request.card && { ...request.card, number: request.card.number.slice(-4) } },
    },
    async (tx) => {
      const order = await lockOrder(tx, request.orderId, userId);
      const refusal = paymentRefusal(order);
      if (refusal) throw new DomainError(refusal);
      if (request.method !== 'cod')
        throw new DomainError('ORDER_PAYMENT_FAILED', null, 'Wallet and card payments are not available yet');
      await chooseCashOnDelivery(tx, order.id);
      return { orderId: order.id };
    },
  );
