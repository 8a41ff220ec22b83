import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { MAX_RECHARGE_MINOR, MIN_RECHARGE_MINOR } from '@mall/sdk-manifest';
import {
  type Database,
  DomainError,
  emit,
  recordReviewTransition,
  type ReviewActor,
  withTransaction,
} from '@mall/server-core';
import { findOwnUpload } from '@mall/server-upload';
import { requireAmount } from './amounts';
import { postJournal } from './journal';
import { offsetOf, type PageOf, type Paging } from './requests-paging';
import { rechargeStates, walletRecharges } from './tables';
import { rechargeCurrency } from './recharge-currencies';
import { lockRecharge, transitionRecharge } from './review-transitions';

export type RechargeRow = typeof walletRecharges.$inferSelect;
export type RechargeState = (typeof rechargeStates)[number];

/** `recharge.submitted` (approved null) and `recharge.reviewed`: a shopper's offline top-up and its review. */
export interface RechargeEvent {
  userId: number;
  wallet: string;
  approved: boolean | null;
  message: string;
  /** What the review credited, in minor units; null until credited. */
  creditedMinor: number | null;
}
const OPEN_STATES: RechargeState[] = ['pending', 'in_review'];
/** A namespace for the per-user advisory lock that queues one user's top-up submissions. */
const SUBMISSION_LOCK = 10_500;

export interface RechargePolicy {
  /** Offline top-ups a user may submit per rolling 24 hours, refused ones included. */
  submissionsPerDay: number;
  /** The platform's receiving address per wallet currency code; a currency without one is not offered. */
  receivingAddresses: Readonly<Record<string, string>>;
}

/** The same transfer however it was typed: no surrounding or inner spaces, one case. */
export const transactionKeyOf = (transactionId: string) =>
  transactionId.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

const submissionsInLastDay = async (db: Database, userId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(walletRecharges)
    .where(
      and(
        eq(walletRecharges.userId, userId),
        eq(walletRecharges.channel, 'offline'),
        gt(walletRecharges.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return row?.n ?? 0;
};

/** How many more offline top-ups the user may submit now (never below zero). */
export async function rechargeSubmissionsLeft(
  db: Database,
  userId: number,
  policy: Pick<RechargePolicy, 'submissionsPerDay'>,
): Promise<number> {
  return Math.max(0, policy.submissionsPerDay - (await submissionsInLastDay(db, userId)));
}

export interface RechargeSubmission {
  userId: number;
  walletCode: string;
  amountMinor: number;
  transactionId: string;
  proofUploadId: number;
}

/**
 * Records an offline top-up for review and moves its declared amount into the user's `pending` balance.
 *
 * The 24-hour cap is a count-then-insert, so one user's submissions queue behind a per-user advisory lock and
 * run READ COMMITTED: each sees the ones committed before it, and exactly the cap gets through however many
 * arrive at once (SERIALIZABLE would abort all but one of them in every round). The transaction id's unique
 * index refuses the same transfer from anyone, concurrent or not; the ledger's own CHECKs hold regardless.
 */
export async function submitRecharge(
  db: Database,
  submission: RechargeSubmission,
  policy: RechargePolicy,
): Promise<RechargeRow> {
  const { userId } = submission;
  const amountMinor = requireAmount(submission.amountMinor, {
    min: MIN_RECHARGE_MINOR,
    max: MAX_RECHARGE_MINOR,
  });
  const currency = await rechargeCurrency(db, submission.walletCode, policy.receivingAddresses);
  const transactionKey = transactionKeyOf(submission.transactionId);
  if (transactionKey.length === 0)
    throw new DomainError('INVALID_PARAMETERS', null, 'The transaction id is empty');
  const proof = await findOwnUpload(db, { uploadId: submission.proofUploadId, ownerId: userId });
  if (!proof || proof.purpose !== 'recharge_proof' || !proof.isPrivate)
    throw new DomainError('INVALID_PARAMETERS', null, 'The proof must be a recharge proof you uploaded');
  return withTransaction(
    db,
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SUBMISSION_LOCK}, ${userId})`);
      if ((await submissionsInLastDay(tx, userId)) >= policy.submissionsPerDay)
        throw new DomainError('RECHARGE_LIMIT_EXCEEDED');
      const [created] = await tx
        .insert(walletRecharges)
        .values({
          userId,
          channel: 'offline',
          walletCode: currency.code,
          declaredAmountMinor: amountMinor,
          transactionId: submission.transactionId.trim(),
          transactionKey,
          proofUploadId: proof.id,
        })
        .onConflictDoNothing({ target: walletRecharges.transactionKey })
        .returning();
      if (!created) throw new DomainError('TRANSACTION_ID_EXISTS');
      await postJournal(tx, {
        kind: 'recharge_submitted',
        idempotencyKey: `recharge-submitted:${created.id}`,
        reference: { type: 'recharge', id: created.id },
        remark: `top-up ${created.id} (${currency.code}) awaiting review`,
        entries: [
          { account: { type: 'platform', kind: 'cash' }, amountMinor: -amountMinor },
          { account: { type: 'user', userId, kind: 'pending' }, amountMinor },
        ],
      });
      await recordReviewTransition(tx, {
        kind: 'recharge',
        id: created.id,
        from: null,
        to: created.state,
        actor: { kind: 'user', id: userId },
        amountMinor,
      });
      await emit<RechargeEvent>(tx, {
        type: 'recharge.submitted',
        version: 1,
        aggregateType: 'recharge',
        aggregateId: created.id,
        payload: { userId, wallet: currency.code, approved: null, message: '', creditedMinor: null },
      });
      return created;
    },
    { isolation: 'read committed' },
  );
}

export interface RechargeReview {
  id: number;
  approve: boolean;
  /** What actually arrived; required to approve, and may differ from the declared amount. */
  actualAmountMinor?: number;
  message: string;
  /** Who decides: a staff member or the ops terminal (the audit names them). */
  actor: ReviewActor;
}

export interface RechargeReviewPolicy {
  /** The actual amount may be at most this many times the declared one (`STAFF_TOPUP_MAX_FACTOR`). */
  maxFactor: number;
}

const field = (name: string) => ({ field: name });

/**
 * The amount a decision credits, checked against the top-up: a refusal names none (3100005); an approval names
 * one above zero (3100006) and at most `maxFactor` times the declared amount (3100007). Null for a refusal.
 */
export function creditedAmount(
  recharge: Pick<RechargeRow, 'declaredAmountMinor'>,
  review: Pick<RechargeReview, 'approve' | 'actualAmountMinor'>,
  policy: RechargeReviewPolicy,
): number | null {
  const amount = review.actualAmountMinor;
  if (!review.approve) {
    if (amount !== undefined && amount !== null)
      throw new DomainError('ACTUAL_AMOUNT_NOT_ALLOWED', field('actual_amount_minor'));
    return null;
  }
  if (amount === undefined || amount === null || !Number.isSafeInteger(amount) || amount <= 0)
    throw new DomainError('ACTUAL_AMOUNT_INVALID', field('actual_amount_minor'));
  const maxMinor = Math.floor(recharge.declaredAmountMinor * policy.maxFactor);
  if (amount > maxMinor)
    throw new DomainError('ACTUAL_AMOUNT_TOO_LARGE', {
      ...field('actual_amount_minor'),
      max_minor: maxMinor,
    });
  return requireAmount(amount);
}

/**
 * The first of two approvals a large top-up needs (four eyes): pending → in_review, nothing credited yet; the
 * history row keeps who approved which amount, for the second approver to confirm. Call it in a transaction.
 */
export const approveRechargeFirst = (
  tx: Database,
  review: { id: number; amountMinor: number; message: string; actor: ReviewActor },
): Promise<RechargeRow> =>
  transitionRecharge(tx, review.id, {
    to: 'in_review',
    actor: review.actor,
    remark: review.message.trim(),
    amountMinor: review.amountMinor,
  });

/** An offline top-up for a decision, locked (the staff lib reads its state before deciding). */
export const lockRechargeForDecision = lockRecharge;

/**
 * Decides an open offline top-up exactly once: the transition finds it open once, and every other decision,
 * concurrent or later, answers 3100001. Approval credits the actual amount from the platform's cash; either way
 * the declared amount leaves `pending` and the user gets a notice (type 500, status 1 or −1).
 */
export const reviewRecharge = (
  db: Database,
  review: RechargeReview,
  policy: RechargeReviewPolicy = { maxFactor: Number.POSITIVE_INFINITY },
): Promise<RechargeRow> =>
  withTransaction(db, async (tx) => {
    const open = await lockRecharge(tx, review.id);
    const credited = creditedAmount(open, review, policy);
    const message = review.message.trim();
    const decided = await transitionRecharge(tx, review.id, {
      to: review.approve ? 'completed' : 'failed',
      actor: review.actor,
      remark: message,
      amountMinor: credited,
      with: { actualAmountMinor: credited, message },
    });
    const { userId, declaredAmountMinor } = decided;
    await postJournal(tx, {
      kind: 'recharge_reviewed',
      idempotencyKey: `recharge:${decided.id}`,
      reference: { type: 'recharge', id: decided.id },
      remark: `top-up ${decided.id} (${decided.walletCode})`,
      entries: [
        { account: { type: 'user', userId, kind: 'pending' }, amountMinor: -declaredAmountMinor },
        { account: { type: 'platform', kind: 'cash' }, amountMinor: declaredAmountMinor },
        ...(credited === null
          ? []
          : [
              { account: { type: 'platform', kind: 'cash' } as const, amountMinor: -credited },
              { account: { type: 'user', userId, kind: 'available' } as const, amountMinor: credited },
            ]),
      ],
    });
    await emit<RechargeEvent>(tx, {
      type: 'recharge.reviewed',
      version: 1,
      aggregateType: 'recharge',
      aggregateId: decided.id,
      payload: {
        userId,
        wallet: decided.walletCode ?? '',
        approved: review.approve,
        message: decided.message,
        creditedMinor: credited,
      },
    });
    return decided;
  });

/** The user's top-ups, newest first, optionally in one state. */
export async function rechargePage(
  db: Database,
  userId: number,
  { state, ...paging }: Paging & { state?: RechargeState },
): Promise<PageOf<RechargeRow>> {
  const where = and(eq(walletRecharges.userId, userId), state ? eq(walletRecharges.state, state) : undefined);
  const rows = await db
    .select()
    .from(walletRecharges)
    .where(where)
    .orderBy(desc(walletRecharges.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [total] = await db.select({ n: count() }).from(walletRecharges).where(where);
  return { rows, total: total?.n ?? 0 };
}

export interface StaffRechargeRow extends RechargeRow {
  /** The user's other offline top-ups in the 24 hours before this one. */
  recentSubmissionCount: number;
}

/** Offline top-ups for staff, oldest first: the open ones unless another state is asked for. */
export async function rechargeQueue(
  db: Database,
  { state, ...paging }: Paging & { state?: RechargeState },
): Promise<PageOf<StaffRechargeRow>> {
  const where = and(
    eq(walletRecharges.channel, 'offline'),
    state ? eq(walletRecharges.state, state) : inArray(walletRecharges.state, OPEN_STATES),
  );
  const rows = await db
    .select({
      recharge: walletRecharges,
      recentSubmissionCount: sql<number>`(select count(*)::int from ${walletRecharges} other
        where other.user_id = ${walletRecharges.userId} and other.channel = 'offline'
          and other.id <> ${walletRecharges.id}
          and other.created_at > ${walletRecharges.createdAt} - interval '24 hours'
          and other.created_at <= ${walletRecharges.createdAt})`,
    })
    .from(walletRecharges)
    .where(where)
    .orderBy(asc(walletRecharges.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [total] = await db.select({ n: count() }).from(walletRecharges).where(where);
  return {
    rows: rows.map(({ recharge, recentSubmissionCount }) => ({ ...recharge, recentSubmissionCount })),
    total: total?.n ?? 0,
  };
}
