import { eq, sql } from 'drizzle-orm';
import { type Card, type PaymentProvider, validateCard } from '@mall/server-payments';
import { type Database, DomainError, withIdempotency } from '@mall/server-core';
import { payOrderFromWallet } from '@mall/server-wallet';
import { payByCard } from './card-payment';
import { lockOrder, ON_THE_LOCKED_ORDER, type OrderRow } from './order-queries';
import { paymentRefusal } from './states';
import { transitionOrder } from './transitions';
import { orders, type PaymentMethod, payments } from './tables';

export interface PayOrderRequest {
  orderId: number;
  method: PaymentMethod;
  /** Required for `card`. */
  card?: Card;
}

/** The outcome stored with an Idempotency-Key: the same key answers the same outcome, a decline included. */
export interface PayOrderOutcome {
  orderId: number;
  /** Why the card provider declined, when it did (the order stays unpaid). */
  declined?: string;
}

/** The API's names of the card fields, for the message that names the bad ones. */
const cardFieldNames: Record<keyof Card, string> = {
  number: 'card_number',
  expiryMonth: 'expiry_month',
  expiryYear: 'expiry_year',
  cvc: 'cvc',
  holderName: 'holder_name',
};

function checkCard(card: Card | undefined): Card {
  const invalid = card ? validateCard(card) : (Object.keys(cardFieldNames) as (keyof Card)[]);
  if (invalid.length > 0)
    throw new DomainError(
      'INVALID_PARAMETERS',
      null,
      `Invalid card details: ${invalid.map((field) => cardFieldNames[field]).join(', ')}`,
    );
  return card!;
}

/** Marks the order paid from the wallet, writing its payment row with the step's event. */
async function markPaidFromWallet(tx: Database, order: OrderRow) {
  await transitionOrder(tx, order, {
    payment: 'paid',
    alongside: [
      tx
        .insert(payments)
        .values({ orderId: order.id, method: 'wallet', succeeded: true, amountMinor: order.totalMinor })
        .getSQL(),
    ],
    actor: { kind: 'shopper', id: order.userId },
    with: {
      paymentMethod: 'wallet',
      paidAt: sql`now()`,
      actualPayMinor: order.totalMinor,
      autoCancelAt: null,
      cardLast4: null,
      paymentSandbox: false,
    },
  });
}

/** Cash on delivery was collected at the door (receipt confirmed): the one successful payment of the order. */
export async function recordCashOnDelivery(tx: Database, order: OrderRow): Promise<void> {
  await tx
    .insert(payments)
    .values({ orderId: order.id, method: 'cod', succeeded: true, amountMinor: order.totalMinor });
}

async function payLocked(tx: Database, order: OrderRow, request: PayOrderRequest): Promise<PayOrderOutcome> {
  const amountMinor = order.totalMinor;
  switch (request.method) {
    case 'cod':
      // Nothing is charged now: the order ships unpaid and stops counting down.
      await tx
        .update(orders)
        .set({ paymentMethod: 'cod', autoCancelAt: null })
        .where(eq(orders.id, order.id));
      return { orderId: order.id };
    case 'wallet':
      // No savepoint: a short balance rolls the whole payment back.
      await payOrderFromWallet(
        tx,
        { userId: order.userId, orderId: order.id, amountMinor },
        { savepoint: false },
      );
      await markPaidFromWallet(tx, order);
      return { orderId: order.id };
    case 'card':
      // Paid by `payByCard`, outside this transaction: the provider is never called with the order locked.
      throw new Error('card payments go through payByCard');
  }
}

/**
 * Pays one of the user's unpaid orders by wallet (one ledger journal), bank card (through `provider`, outside
 * any transaction: `payByCard`; only
 * the last four digits are kept) or cash on delivery, in one transaction on the order's locked row, so at most
 * one payment of an order ever succeeds. With an Idempotency-Key, the same key answers the first outcome.
 */
export async function payOrder(
  db: Database,
  userId: number,
  request: PayOrderRequest,
  { provider, idempotencyKey }: { provider: PaymentProvider; idempotencyKey?: string },
): Promise<PayOrderOutcome> {
  const card = request.method === 'card' ? checkCard(request.card) : undefined;
  const idempotent = {
    userId,
    key: idempotencyKey,
    operation: 'payOrder',
    // The card is compared by its last digits only: no full number is ever stored, even digested.
    body: { orderId: request.orderId, method: request.method, last4: card?.number.slice(-4) },
  };
  if (card) return payByCard(db, { userId, orderId: request.orderId, card }, provider, idempotent);
  return withIdempotency(
    db,
    idempotent,
    async (tx) => {
      const order = await lockOrder(tx, request.orderId, userId);
      const refusal = paymentRefusal(order);
      if (refusal) throw new DomainError(refusal);
      return payLocked(tx, order, request);
    },
    ON_THE_LOCKED_ORDER,
  );
}
