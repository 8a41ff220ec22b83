import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Card, ChargeResult, PaymentProvider } from '@mall/server-payments';
import {
  callDatabaseFunction,
  crashPoint,
  type Database,
  EVENTS_CHANNEL,
  idempotencyClaim,
  type IdempotentRequest,
  preparedStatement,
  storedAnswer,
  withTransaction,
} from '@mall/server-core';
import { orderPaymentKey } from '@mall/server-wallet';
import { ON_THE_LOCKED_ORDER } from './order-queries';
import { cardPaymentAttempts, orders } from './tables';
import { ORDER_EVENT_VERSION } from './transitions';

/** A card payment attempt as the provider is told of it: its id (the provider's idempotency key) and amount. */
export interface CardAttempt {
  id: number;
  amountMinor: number;
}

/** What a settled card payment answers: the order, and why the provider declined when it did. */
export interface CardPaymentOutcome {
  orderId: number;
  declined?: string;
}

/** The provider's idempotency key of an attempt: the same attempt never charges twice. */
export const attemptReference = (attemptId: number) => `card-attempt:${attemptId}`;

// Each step of the payment intent is a database function (migration 0035): one round trip each, in autocommit.
const beginAttemptStatement = preparedStatement<
  { id: number; amount_minor: string | number },
  { userId: number; orderId: number; last4: string }
>(
  'begin_card_attempt',
  sql`select id, amount_minor
        from begin_card_attempt(${sql.placeholder('userId')}::int, ${sql.placeholder('orderId')}::int,
                                ${sql.placeholder('last4')}::text)`,
);

const settleStatement = preparedStatement<
  { outcome: CardPaymentOutcome },
  {
    attemptId: number;
    approved: boolean;
    last4: string;
    providerReference: string | null;
    declineReason: string | null;
    sandbox: boolean;
    journalKey: string;
    userId: number | null;
    key: string | null;
    requestDigest: string | null;
  }
>(
  'settle_card_attempt',
  sql`select settle_card_attempt(${sql.placeholder('attemptId')}::int, ${sql.placeholder('approved')}::boolean,
                                 ${sql.placeholder('last4')}::text, ${sql.placeholder('providerReference')}::text,
                                 ${sql.placeholder('declineReason')}::text, ${sql.placeholder('sandbox')}::boolean,
                                 ${sql.placeholder('journalKey')}::text, ${sql.placeholder('userId')}::int,
                                 ${sql.placeholder('key')}::text, ${sql.placeholder('requestDigest')}::text,
                                 ${ORDER_EVENT_VERSION}::int, ${EVENTS_CHANNEL}::text) as outcome`,
);

/**
 * Records the payment attempt on the locked order (one statement, no provider call): the order's pending attempt
 * when it has one for this card (a retry after a lost answer or a crash resumes it, and the provider answers its
 * first outcome), else a new one. Another card's attempt in flight refuses, as does an order that cannot be paid.
 */
export async function beginCardAttempt(
  db: Database,
  userId: number,
  orderId: number,
  card: Card,
): Promise<CardAttempt> {
  const [attempt] = await callDatabaseFunction(() =>
    beginAttemptStatement(db, { userId, orderId, last4: card.number.slice(-4) }),
  );
  return { id: attempt!.id, amountMinor: Number(attempt!.amount_minor) };
}

/**
 * Records an attempt's outcome of the order `orderId` once (one statement), with the Idempotency-Key's answer when
 * `idempotent` has a key: approved, the ledger journal, the successful payment and the order paid; declined, the
 * failed payment and the order free for another try. An attempt already settled answers its recorded outcome.
 */
export async function settleCardAttempt(
  db: Database,
  attempt: { id: number; orderId: number },
  outcome: ChargeResult,
  sandbox: boolean,
  idempotent?: IdempotentRequest,
): Promise<CardPaymentOutcome> {
  const claim = idempotent && idempotencyClaim(idempotent);
  const [settled] = await callDatabaseFunction(() =>
    settleStatement(db, {
      attemptId: attempt.id,
      approved: outcome.approved,
      last4: outcome.last4,
      providerReference: outcome.approved ? outcome.providerReference : null,
      declineReason: outcome.approved ? null : outcome.reason,
      sandbox,
      journalKey: orderPaymentKey(attempt.orderId),
      userId: idempotent?.userId ?? null,
      key: claim?.key ?? null,
      requestDigest: claim?.requestDigest ?? null,
    }),
  );
  return settled!.outcome;
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
  return settleCardAttempt(db, { id: attempt.id, orderId }, outcome, provider.sandbox, idempotent);
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
    if (outcome) {
      await settleCardAttempt(db, attempt, outcome, provider.sandbox);
      continue;
    }
    await withTransaction(
      db,
      async (tx) => {
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
      },
      ON_THE_LOCKED_ORDER,
    );
  }
  return due.length;
}
