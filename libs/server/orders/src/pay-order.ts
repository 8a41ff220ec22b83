import { eq, sql } from 'drizzle-orm';
import { type Card, type PaymentProvider, validateCard } from '@mall/server-payments';
import {
  callDatabaseFunction,
  crashPoint,
  type Database,
  DomainError,
  EVENTS_CHANNEL,
  idempotencyClaim,
  type IdempotentRequest,
  preparedStatement,
  refusalIn,
  withIdempotency,
} from '@mall/server-core';
import { isOverdraft, orderPaymentKey } from '@mall/server-wallet';
import { payByCard } from './card-payment';
import { lockOrder, ON_THE_LOCKED_ORDER, type OrderRow } from './order-queries';
import { paymentRefusal } from './states';
import { ORDER_EVENT_VERSION } from './transitions';
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

// The whole wallet payment is the database function `pay_order_from_wallet` (migration 0034): one round trip.
const walletPaymentStatement = preparedStatement<
  { answer: PayOrderOutcome },
  { userId: number; orderId: number; journalKey: string; key: string | null; requestDigest: string | null }
>(
  'pay_order_from_wallet',
  sql`select pay_order_from_wallet(${sql.placeholder('userId')}::int, ${sql.placeholder('orderId')}::int,
                                   ${sql.placeholder('journalKey')}::text, ${sql.placeholder('key')}::text,
                                   ${sql.placeholder('requestDigest')}::text, ${ORDER_EVENT_VERSION}::int,
                                   ${EVENTS_CHANNEL}::text) as answer`,
);

/**
 * One statement in autocommit, retried whole on a conflict: the order locked and checked, its journal posted from
 * the user's available balance (short: INSUFFICIENT_BALANCE, nothing changed), the order paid with its payment row,
 * history row and `order.paid` event.
 */
async function payFromWallet(db: Database, userId: number, orderId: number, idempotent: IdempotentRequest) {
  const claim = idempotencyClaim(idempotent);
  const values = {
    userId,
    orderId,
    journalKey: orderPaymentKey(orderId),
    key: claim?.key ?? null,
    requestDigest: claim?.requestDigest ?? null,
  };
  const [paid] = await callDatabaseFunction(
    () => walletPaymentStatement(db, values),
    (error: unknown) => (isOverdraft(error) ? new DomainError('INSUFFICIENT_BALANCE') : refusalIn(error)),
  );
  crashPoint('payment:wallet-debited');
  return paid!.answer;
}

/** Cash on delivery was collected at the door (receipt confirmed): the one successful payment of the order. */
export async function recordCashOnDelivery(tx: Database, order: OrderRow): Promise<void> {
  await tx
    .insert(payments)
    .values({ orderId: order.id, method: 'cod', succeeded: true, amountMinor: order.totalMinor });
}

/** Cash on delivery chosen: nothing is charged now, the order ships unpaid and stops counting down. */
async function chooseCashOnDelivery(tx: Database, order: OrderRow): Promise<PayOrderOutcome> {
  await tx.update(orders).set({ paymentMethod: 'cod', autoCancelAt: null }).where(eq(orders.id, order.id));
  return { orderId: order.id };
}

/**
 * Pays one of the user's unpaid orders by wallet (one ledger journal, one statement: `payFromWallet`), bank card
 * (through `provider`, outside any transaction: `payByCard`; only the last four digits are kept) or cash on
 * delivery, each on the order's locked row, so at most one payment of an order ever succeeds. With an
 * Idempotency-Key, the same key answers the first outcome.
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
  if (request.method === 'wallet') return payFromWallet(db, userId, request.orderId, idempotent);
  return withIdempotency(
    db,
    idempotent,
    async (tx) => {
      const order = await lockOrder(tx, request.orderId, userId);
      const refusal = paymentRefusal(order);
      if (refusal) throw new DomainError(refusal);
      return chooseCashOnDelivery(tx, order);
    },
    ON_THE_LOCKED_ORDER,
  );
}
