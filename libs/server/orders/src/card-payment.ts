import { and, asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Card, ChargeResult, PaymentProvider } from '@mall/server-payments';
import {
  crashPoint,
  type Database,
  DomainError,
  type IdempotentRequest,
  storedAnswer,
  withIdempotency,
  withTransaction,
} from '@mall/server-core';
import { recordCardOrderPayment } from '@mall/server-wallet';
import { lockOrder, ON_THE_LOCKED_ORDER, type OrderRow } from './order-queries';
import { paymentRefusal } from './states';
import { cardPaymentAttempts, orders, payments } from './tables';
import { transitionOrder } from './transitions';

export type CardAttemptRow = typeof cardPaymentAttempts.$inferSelect;

/** What a settled card payment answers: the order, and why the provider declined when it did. */
export interface CardPaymentOutcome {
  orderId: number;
  declined?: string;
}

/** The provider's idempotency key of an attempt: the same attempt never charges twice. */
export const attemptReference = (attemptId: number) => `card-attempt:${attemptId}`;

/**
 * Records the payment attempt on the locked order (one transaction, no provider call): the order's pending attempt
 * when it has one for this card (a retry after a lost answer or a crash resumes it, and the provider answers its
 * first outcome), else a new one. Another card's attempt in flight refuses, as does an order that cannot be paid.
 */
export const beginCardAttempt = (
  db: Database,
  userId: number,
  orderId: number,
  card: Card,
): Promise<CardAttemptRow> =>
  withTransaction(
    db,
    async (tx) => {
      const order = await lockOrder(tx, orderId, userId);
      const last4 = card.number.slice(-4);
      if (order.cardAttemptId !== null) {
        const [pending] = await tx
          .select()
          .from(cardPaymentAttempts)
          .where(eq(cardPaymentAttempts.id, order.cardAttemptId));
        if (pending?.state === 'pending' && pending.cardLast4 === last4) return pending;
        throw new DomainError('ORDER_PAYMENT_FAILED');
      }
      const refusal = paymentRefusal(order);
      if (refusal) throw new DomainError(refusal);
      const [attempt] = await tx
        .insert(cardPaymentAttempts)
        .values({ orderId, userId, amountMinor: order.totalMinor, cardLast4: last4 })
        .returning();
      await tx.update(orders).set({ cardAttemptId: attempt!.id }).where(eq(orders.id, orderId));
      return attempt!;
    },
    ON_THE_LOCKED_ORDER,
  );

async function markCardPaid(
  tx: Database,
  order: OrderRow,
  { last4, sandbox, alongside }: { last4: string; sandbox: boolean; alongside: SQL[] },
) {
  await transitionOrder(tx, order, {
    alongside,
    payment: 'paid',
    actor: { kind: 'shopper', id: order.userId },
    with: {
      paymentMethod: 'card',
      paidAt: sql`now()`,
      actualPayMinor: order.totalMinor,
      autoCancelAt: null,
      cardLast4: last4,
      paymentSandbox: sandbox,
      cardAttemptId: null,
    },
  });
}

/**
 * Records an attempt's outcome in `tx`, once: approved, the ledger journal, the successful payment and the order
 * paid; declined, the failed payment and the order free for another try. An attempt already settled answers its
 * recorded outcome.
 */
export async function settleCardAttempt(
  tx: Database,
  attemptId: number,
  outcome: ChargeResult,
  sandbox: boolean,
): Promise<CardPaymentOutcome> {
  const [attempt] = await tx
    .select()
    .from(cardPaymentAttempts)
    .where(eq(cardPaymentAttempts.id, attemptId))
    .for('update');
  if (!attempt) throw new Error(`card payment attempt ${attemptId} does not exist`);
  if (attempt.state !== 'pending') {
    if (attempt.state === 'approved') return { orderId: attempt.orderId };
    if (outcome.approved)
      throw new Error(`card payment attempt ${attemptId} was ${attempt.state} but its charge was approved`);
    return { orderId: attempt.orderId, declined: outcome.reason };
  }
  const order = await lockOrder(tx, attempt.orderId);
  const amountMinor = attempt.amountMinor;
  const settled = tx
    .update(cardPaymentAttempts)
    .set({ state: outcome.approved ? 'approved' : 'declined', settledAt: sql`now()` })
    .where(eq(cardPaymentAttempts.id, attemptId));
  if (!outcome.approved) {
    await settled;
    await tx.insert(payments).values({
      orderId: order.id,
      method: 'card',
      succeeded: false,
      amountMinor,
      cardLast4: outcome.last4,
      failureReason: outcome.reason,
    });
    await tx.update(orders).set({ cardAttemptId: null }).where(eq(orders.id, order.id));
    return { orderId: order.id, declined: outcome.reason };
  }
  await recordCardOrderPayment(
    tx,
    { userId: order.userId, orderId: order.id, amountMinor },
    { savepoint: false },
  );
  // The attempt settled and the payment row are written by the order's event statement.
  const paid = tx.insert(payments).values({
    orderId: order.id,
    method: 'card',
    succeeded: true,
    amountMinor,
    cardLast4: outcome.last4,
    providerReference: outcome.providerReference,
  });
  await markCardPaid(tx, order, {
    last4: outcome.last4,
    sandbox,
    alongside: [settled.getSQL(), paid.getSQL()],
  });
  return { orderId: order.id };
}

/**
 * Pays an order by card as a payment intent: the attempt is recorded and committed, the provider is called with
 * no transaction open and no row locked (the attempt is its idempotency key), then the outcome is recorded with
 * the Idempotency-Key's answer. A crash between the steps leaves a pending attempt and nothing else: a retry
 * resumes it, and `settlePendingCardAttempts` settles those nobody resumes.
 */
export async function payByCard(
  db: Database,
  { userId, orderId, card }: { userId: number; orderId: number; card: Card },
  provider: PaymentProvider,
  idempotent: IdempotentRequest,
): Promise<CardPaymentOutcome> {
  const earlier = await storedAnswer<CardPaymentOutcome>(db, idempotent);
  if (earlier) return earlier.answer;
  const attempt = await beginCardAttempt(db, userId, orderId, card);
  const outcome = await provider.charge({
    amountMinor: attempt.amountMinor,
    reference: attemptReference(attempt.id),
    card,
  });
  if (outcome.approved) crashPoint('payment:card-approved');
  return withIdempotency(
    db,
    idempotent,
    (tx) => settleCardAttempt(tx, attempt.id, outcome, provider.sandbox),
    ON_THE_LOCKED_ORDER,
  );
}

/** Pending attempts one run of `settlePendingCardAttempts` looks at. */
const SETTLE_BATCH = 50;

/**
 * Settles card attempts pending for longer than `olderThanSeconds` (the process that made them died, or its
 * shopper never came back): the provider is asked for the outcome under the attempt's reference and it is
 * recorded; an attempt the provider never heard of is abandoned and the order is free to be paid or to run out.
 * `olderThanSeconds` must be longer than any provider call takes. Answers how many it settled.
 */
export async function settlePendingCardAttempts(
  db: Database,
  provider: PaymentProvider,
  olderThanSeconds: number,
): Promise<number> {
  const due = await db
    .select()
    .from(cardPaymentAttempts)
    .where(
      and(
        eq(cardPaymentAttempts.state, 'pending'),
        lte(cardPaymentAttempts.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .orderBy(asc(cardPaymentAttempts.createdAt))
    .limit(SETTLE_BATCH);
  for (const attempt of due) {
    const outcome = await provider.find(attemptReference(attempt.id));
    await withTransaction(
      db,
      async (tx) => {
        if (outcome) return settleCardAttempt(tx, attempt.id, outcome, provider.sandbox);
        const [abandoned] = await tx
          .update(cardPaymentAttempts)
          .set({ state: 'abandoned', settledAt: sql`now()` })
          .where(and(eq(cardPaymentAttempts.id, attempt.id), eq(cardPaymentAttempts.state, 'pending')))
          .returning({ orderId: cardPaymentAttempts.orderId });
        if (abandoned)
          await tx
            .update(orders)
            .set({ cardAttemptId: null })
            .where(and(eq(orders.id, abandoned.orderId), eq(orders.cardAttemptId, attempt.id)));
        return undefined;
      },
      ON_THE_LOCKED_ORDER,
    );
  }
  return due.length;
}
