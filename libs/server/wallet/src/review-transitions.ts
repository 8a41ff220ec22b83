import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  type Database,
  DomainError,
  lockReviewed,
  type ReviewActor,
  type Reviewed,
  type ReviewTaskFilter,
  type ReviewTaskPage,
  reviewTaskIds,
  type ReviewTransitions,
  transitionReviewed,
} from '@mall/server-core';
import { ledgerAccounts, ledgerEntries, ledgerJournals, walletRecharges, walletWithdrawals } from './tables';
import type { RechargeRow, RechargeState } from './recharges';
import type { WithdrawalRow, WithdrawalState } from './withdrawals';

/** pending → in_review (a first approval of a large amount) → completed | failed. */
export const rechargeTransitions: ReviewTransitions<RechargeState> = {
  pending: ['in_review', 'completed', 'failed'],
  in_review: ['completed', 'failed'],
  completed: [],
  failed: [],
};

/** pending → in_review (first approval) → completed (paid out) | failed; the owner may recall a pending one. */
export const withdrawalTransitions: ReviewTransitions<WithdrawalState> = {
  pending: ['in_review', 'completed', 'failed', 'recalled'],
  in_review: ['completed', 'failed'],
  completed: [],
  failed: [],
  recalled: [],
};

export interface StepChange<State extends string, Table> {
  to: State;
  actor: ReviewActor;
  remark?: string;
  amountMinor?: number | null;
  transactionId?: string | null;
  /** The columns the step sets with its state. */
  with?: Omit<Table, 'state'>;
}

const rechargesReviewed: Reviewed<typeof walletRecharges, RechargeState> = {
  kind: 'recharge',
  table: walletRecharges,
  stateKey: 'state',
  transitions: rechargeTransitions,
  scope: eq(walletRecharges.channel, 'offline'),
};

const withdrawalsReviewed: Reviewed<typeof walletWithdrawals, WithdrawalState> = {
  kind: 'withdrawal',
  table: walletWithdrawals,
  stateKey: 'state',
  transitions: withdrawalTransitions,
};

/** Only the owner's withdrawal, when an owner is named. */
const ownerOnly = (ownerId: number | undefined) =>
  ownerId === undefined ? undefined : eq(walletWithdrawals.userId, ownerId);

/** An offline top-up, locked for a decision: NO_DATA_FOUND when there is none. */
export const lockRecharge = (tx: Database, id: number): Promise<RechargeRow> =>
  lockReviewed(tx, rechargesReviewed, id);

/** A withdrawal, locked for a decision: NO_DATA_FOUND when there is none (or not the owner's). */
export const lockWithdrawal = (tx: Database, id: number, ownerId?: number): Promise<WithdrawalRow> =>
  lockReviewed(tx, withdrawalsReviewed, id, ownerOnly(ownerId));

/**
 * The one way an offline top-up's state changes (`transitionReviewed` on `rechargeTransitions`: a top-up no
 * longer open answers 3100001), with the step's columns and the time of the review, in `tx`.
 */
export const transitionRecharge = (
  tx: Database,
  id: number,
  { with: columns, ...step }: StepChange<RechargeState, PgUpdateSetSource<typeof walletRecharges>>,
): Promise<RechargeRow> =>
  transitionReviewed(tx, rechargesReviewed, id, { ...step, set: { ...columns, reviewedAt: sql`now()` } });

/** The one way a withdrawal's state changes, as `transitionRecharge` for top-ups; a recall is not a review. */
export const transitionWithdrawal = (
  tx: Database,
  id: number,
  {
    with: columns,
    ownerId,
    ...step
  }: StepChange<WithdrawalState, PgUpdateSetSource<typeof walletWithdrawals>> & { ownerId?: number },
): Promise<WithdrawalRow> =>
  transitionReviewed(tx, withdrawalsReviewed, id, {
    ...step,
    where: ownerOnly(ownerId),
    set: { ...columns, reviewedAt: step.to === 'recalled' ? null : sql`now()` },
  });

/** The offline top-ups queue (`staff` lib), oldest first. */
export async function rechargeTasks(db: Database, filter: ReviewTaskFilter): Promise<ReviewTaskPage> {
  const where = and(
    eq(walletRecharges.channel, 'offline'),
    inArray(walletRecharges.state, filter.states as RechargeState[]),
    filter.userId === undefined ? undefined : eq(walletRecharges.userId, filter.userId),
    reviewTaskIds(walletRecharges.id, filter),
  );
  const rows = await db
    .select()
    .from(walletRecharges)
    .where(where)
    .orderBy(asc(walletRecharges.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(walletRecharges).where(where);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      state: row.state,
      title: `${row.walletCode ?? ''} · ${row.transactionId}`,
      userId: row.userId,
      amountMinor: row.declaredAmountMinor,
      createdAt: row.createdAt,
    })),
    total: total?.n ?? 0,
  };
}

/** The withdrawals queue (`staff` lib), oldest first. */
export async function withdrawalTasks(db: Database, filter: ReviewTaskFilter): Promise<ReviewTaskPage> {
  const where = and(
    inArray(walletWithdrawals.state, filter.states as WithdrawalState[]),
    filter.userId === undefined ? undefined : eq(walletWithdrawals.userId, filter.userId),
    reviewTaskIds(walletWithdrawals.id, filter),
  );
  const rows = await db
    .select()
    .from(walletWithdrawals)
    .where(where)
    .orderBy(asc(walletWithdrawals.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(walletWithdrawals).where(where);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      state: row.state,
      title: `${row.walletCode} → ${row.address}`,
      userId: row.userId,
      amountMinor: row.amountMinor,
      createdAt: row.createdAt,
    })),
    total: total?.n ?? 0,
  };
}

/** A user's other offline top-ups, newest first (what a reviewer compares a top-up with). */
export const earlierRecharges = (db: Database, userId: number, exceptId: number) =>
  db
    .select()
    .from(walletRecharges)
    .where(
      and(
        eq(walletRecharges.userId, userId),
        eq(walletRecharges.channel, 'offline'),
        ne(walletRecharges.id, exceptId),
      ),
    )
    .orderBy(desc(walletRecharges.id))
    .limit(50);

/** One offline top-up by id, or NO_DATA_FOUND. */
export async function findRecharge(db: Database, id: number): Promise<RechargeRow> {
  const [row] = await db
    .select()
    .from(walletRecharges)
    .where(and(eq(walletRecharges.id, id), eq(walletRecharges.channel, 'offline')));
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

/** One withdrawal by id, or NO_DATA_FOUND. */
export async function findWithdrawal(db: Database, id: number): Promise<WithdrawalRow> {
  const [row] = await db.select().from(walletWithdrawals).where(eq(walletWithdrawals.id, id));
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

export interface UserLedgerEntry {
  journalId: number;
  journalKind: string;
  account: 'available' | 'frozen' | 'pending';
  amountMinor: number;
  remark: string;
  createdAt: string;
}

/** The user's wallet entries (available, frozen, pending), newest first: their balance history for a reviewer. */
export async function userLedgerEntries(
  db: Database,
  userId: number,
  limit = 100,
): Promise<UserLedgerEntry[]> {
  const rows = await db
    .select({
      journalId: ledgerJournals.id,
      journalKind: ledgerJournals.kind,
      account: ledgerAccounts.kind,
      amountMinor: ledgerEntries.amountMinor,
      remark: ledgerJournals.remark,
      createdAt: ledgerJournals.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(and(eq(ledgerAccounts.ownerType, 'user'), eq(ledgerAccounts.userId, userId)))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, account: row.account as UserLedgerEntry['account'] }));
}
