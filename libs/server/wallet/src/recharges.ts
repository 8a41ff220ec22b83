import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { MAX_RECHARGE_MINOR, MIN_RECHARGE_MINOR } from '@mall/sdk-manifest';
import { type Database, DomainError, emit, withTransaction } from '@mall/server-core';
import { findOwnUpload } from '@mall/server-upload';
import { requireAmount } from './amounts';
import { postJournal } from './journal';
import { offsetOf, type PageOf, type Paging } from './requests-paging';
import { rechargeStates, walletRecharges } from './tables';
import { rechargeCurrency } from './recharge-currencies';

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
}

/**
 * Decides a pending offline top-up exactly once: the conditional update lets one review through, and every
 * other one, concurrent or later, answers 2000018. Approval credits the actual amount from the platform's cash;
 * either way the declared amount leaves `pending` and the user gets a notice (type 500, status 1 or −1).
 */
export const reviewRecharge = (db: Database, review: RechargeReview): Promise<RechargeRow> => {
  const credited = review.approve ? requireAmount(review.actualAmountMinor ?? Number.NaN) : null;
  return withTransaction(db, async (tx) => {
    const [decided] = await tx
      .update(walletRecharges)
      .set({
        state: review.approve ? 'completed' : 'failed',
        actualAmountMinor: credited,
        message: review.message.trim(),
        reviewedAt: sql`now()`,
      })
      .where(
        and(
          eq(walletRecharges.id, review.id),
          eq(walletRecharges.channel, 'offline'),
          inArray(walletRecharges.state, OPEN_STATES),
        ),
      )
      .returning();
    if (!decided) {
      const [existing] = await tx
        .select({ id: walletRecharges.id })
        .from(walletRecharges)
        .where(and(eq(walletRecharges.id, review.id), eq(walletRecharges.channel, 'offline')));
      throw existing
        ? new DomainError('DATA_OPERATION_FAILED', null, 'The top-up is already reviewed')
        : new DomainError('NO_DATA_FOUND');
    }
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
};

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
