import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  alreadyDecided,
  checkReviewStep,
  type Database,
  DomainError,
  recordReviewTransition as recordStep,
  type ReviewActor,
  type ReviewTaskFilter,
  type ReviewTaskPage,
  reviewTaskIds,
  type ReviewTransitions,
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

/** An offline top-up, locked for a decision: NO_DATA_FOUND when there is none. */
export async function lockRecharge(tx: Database, id: number): Promise<RechargeRow> {
  const [row] = await tx
    .select()
    .from(walletRecharges)
    .where(and(eq(walletRecharges.id, id), eq(walletRecharges.channel, 'offline')))
    .for('update');
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

/** A withdrawal, locked for a decision: NO_DATA_FOUND when there is none (or not the owner's). */
export async function lockWithdrawal(tx: Database, id: number, ownerId?: number): Promise<WithdrawalRow> {
  const [row] = await tx
    .select()
    .from(walletWithdrawals)
    .where(
      and(
        eq(walletWithdrawals.id, id),
        ownerId === undefined ? undefined : eq(walletWithdrawals.userId, ownerId),
      ),
    )
    .for('update');
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

/**
 * The one way an offline top-up's state changes: locks it, checks the step against `rechargeTransitions`
 * (a top-up no longer open answers 3100001), writes the state with the step's columns, appends the history row
 * and emits `review.stepped`, all in `tx`.
 */
export async function transitionRecharge(
  tx: Database,
  id: number,
  change: StepChange<RechargeState, PgUpdateSetSource<typeof walletRecharges>>,
): Promise<RechargeRow> {
  const row = await lockRecharge(tx, id);
  if (!rechargeTransitions[row.state].includes(change.to)) throw alreadyDecided();
  checkReviewStep('recharge', rechargeTransitions, row.state, change.to);
  const [updated] = await tx
    .update(walletRecharges)
    .set({ ...change.with, state: change.to, reviewedAt: sql`now()` })
    .where(eq(walletRecharges.id, id))
    .returning();
  await recordStep(tx, { kind: 'recharge', id, from: row.state, ...change });
  return updated!;
}

/** The one way a withdrawal's state changes, as `transitionRecharge` for top-ups. */
export async function transitionWithdrawal(
  tx: Database,
  id: number,
  change: StepChange<WithdrawalState, PgUpdateSetSource<typeof walletWithdrawals>> & { ownerId?: number },
): Promise<WithdrawalRow> {
  const row = await lockWithdrawal(tx, id, change.ownerId);
  if (!withdrawalTransitions[row.state].includes(change.to)) throw alreadyDecided();
  checkReviewStep('withdrawal', withdrawalTransitions, row.state, change.to);
  const [updated] = await tx
    .update(walletWithdrawals)
    .set({
      ...change.with,
      state: change.to,
      reviewedAt: change.to === 'recalled' ? null : sql`now()`,
    })
    .where(eq(walletWithdrawals.id, id))
    .returning();
  const { ownerId: _owner, ...step } = change;
  await recordStep(tx, { kind: 'withdrawal', id, from: row.state, ...step });
  return updated!;
}

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
