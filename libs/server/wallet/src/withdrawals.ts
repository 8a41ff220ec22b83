import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { MAX_WALLET_OPERATION_MINOR } from '@mall/sdk-manifest';
import { confirmCurrentPassword } from '@mall/server-account';
import { listWalletCurrencies } from '@mall/server-configuration';
import {
  type Database,
  DomainError,
  emit,
  recordReviewTransition,
  type ReviewActor,
  withIdempotency,
  withTransaction,
} from '@mall/server-core';
import { cryptoAddressProblem } from '@mall/payment-details';
import { requireAmount } from './amounts';
import { type JournalEntry, postJournal } from './journal';
import { offsetOf, type PageOf, type Paging } from './requests-paging';
import { walletWithdrawals, type withdrawalStates } from './tables';
import { transitionWithdrawal } from './review-transitions';

export type WithdrawalRow = typeof walletWithdrawals.$inferSelect;
export type WithdrawalState = (typeof withdrawalStates)[number];

/** `withdrawal.reviewed`: staff paid a withdrawal out or refused it. */
export interface WithdrawalReviewed {
  userId: number;
  approved: boolean;
  message: string;
}
const OPEN_STATES: WithdrawalState[] = ['pending', 'in_review'];

export interface WithdrawalRequest {
  userId: number;
  walletCode: string;
  address: string;
  amountMinor: number;
  password: string;
}

async function confirmPassword(db: Database, userId: number, password: string) {
  try {
    await confirmCurrentPassword(db, userId, password);
  } catch (error) {
    if (error instanceof DomainError) throw new DomainError('EMAIL_OR_PASSWORD_WRONG');
    throw error;
  }
}

async function checkedDestination(db: Database, walletCode: string, address: string) {
  const currency = (await listWalletCurrencies(db)).find((wallet) => wallet.code === walletCode);
  if (!currency) throw new DomainError('INVALID_CURRENCY');
  const problem = cryptoAddressProblem(currency.network, address);
  if (problem)
    throw new DomainError('INVALID_PARAMETERS', null, `Not a ${currency.network} address (${problem})`);
  return currency;
}

const held = (userId: number, amountMinor: number): JournalEntry[] => [
  { account: { type: 'user', userId, kind: 'available' }, amountMinor: -amountMinor },
  { account: { type: 'user', userId, kind: 'frozen' }, amountMinor },
];

const released = (userId: number, amountMinor: number): JournalEntry[] => [
  { account: { type: 'user', userId, kind: 'frozen' }, amountMinor: -amountMinor },
  { account: { type: 'user', userId, kind: 'available' }, amountMinor },
];

/**
 * Asks for a payout to a crypto address checked for its currency's network, confirmed by the account password:
 * the amount moves from available to frozen, or the request is refused with INSUFFICIENT_BALANCE (2000022) —
 * the ledger's CHECK holds that even against payments drawing on the same balance at the same moment.
 */
export async function requestWithdrawal(
  db: Database,
  request: WithdrawalRequest,
  idempotencyKey?: string,
): Promise<WithdrawalRow> {
  const { userId, address } = request;
  const amountMinor = requireAmount(request.amountMinor, { max: MAX_WALLET_OPERATION_MINOR });
  const currency = await checkedDestination(db, request.walletCode, address);
  await confirmPassword(db, userId, request.password);
  return withIdempotency(
    db,
    {
      userId,
      key: idempotencyKey,
      operation: 'requestWithdrawal',
      body: { walletCode: currency.code, address, amountMinor },
    },
    async (tx) => {
      const [created] = await tx
        .insert(walletWithdrawals)
        .values({ userId, walletCode: currency.code, address, amountMinor })
        .returning();
      await postJournal(tx, {
        kind: 'withdrawal_hold',
        idempotencyKey: `withdrawal-hold:${created!.id}`,
        reference: { type: 'withdrawal', id: created!.id },
        remark: `withdrawal ${created!.id} to ${currency.code} ${address}`,
        entries: held(userId, amountMinor),
        whenShort: 'INSUFFICIENT_BALANCE',
      });
      await recordReviewTransition(tx, {
        kind: 'withdrawal',
        id: created!.id,
        from: null,
        to: created!.state,
        actor: { kind: 'user', id: userId },
        amountMinor,
      });
      return created!;
    },
    // Nothing here is a read-then-write the database could miss: the account's CHECK refuses the overdraft under
    // any isolation. READ COMMITTED lets debits of one balance queue on its row instead of aborting each other.
    { isolation: 'read committed' },
  );
}

/** The owner takes back a pending withdrawal: its frozen amount returns to the available balance. */
export const recallWithdrawal = (db: Database, userId: number, id: number): Promise<WithdrawalRow> =>
  withTransaction(db, async (tx) => {
    const recalled = await transitionWithdrawal(tx, id, {
      to: 'recalled',
      ownerId: userId,
      actor: { kind: 'user', id: userId },
      with: { message: '' },
    }).catch((error: unknown) => {
      if (error instanceof DomainError && error.key === 'TASK_ALREADY_DECIDED')
        throw new DomainError('DATA_OPERATION_FAILED', null, 'The withdrawal is no longer pending');
      throw error;
    });
    await postJournal(tx, {
      kind: 'withdrawal_release',
      idempotencyKey: `withdrawal-release:${id}`,
      reference: { type: 'withdrawal', id },
      remark: `withdrawal ${id} recalled`,
      entries: released(userId, recalled.amountMinor),
    });
    return recalled;
  });

export interface WithdrawalReview {
  id: number;
  approve: boolean;
  message: string;
  /** The transfer that paid it out: required to approve (3100008). */
  payoutTransactionId?: string;
  actor: ReviewActor;
}

/** The payout's transaction id an approval must name (3100008 names the field). */
export function payoutTransactionIdOf(review: Pick<WithdrawalReview, 'payoutTransactionId'>): string {
  const id = review.payoutTransactionId?.trim() ?? '';
  if (id === '') throw new DomainError('PAYOUT_TRANSACTION_ID_REQUIRED', { field: 'payout_transaction_id' });
  return id;
}

/**
 * The first of two approvals a large withdrawal needs (four eyes): pending → in_review, nothing paid out yet.
 * Call it in a transaction.
 */
export const approveWithdrawalFirst = (
  tx: Database,
  review: { id: number; amountMinor: number; message: string; actor: ReviewActor },
): Promise<WithdrawalRow> =>
  transitionWithdrawal(tx, review.id, {
    to: 'in_review',
    actor: review.actor,
    remark: review.message.trim(),
    amountMinor: review.amountMinor,
  });

/**
 * Staff decide an open withdrawal exactly once: approved (with the payout's transaction id), the frozen amount
 * leaves the wallet (staff paid it out); refused, it returns to the available balance. The user gets a notice
 * (type 400, status 1 or −1). A decided one answers 3100001.
 */
export const reviewWithdrawal = (db: Database, review: WithdrawalReview): Promise<WithdrawalRow> =>
  withTransaction(db, async (tx) => {
    const payoutTransactionId = review.approve ? payoutTransactionIdOf(review) : null;
    const message = review.message.trim();
    const decided = await transitionWithdrawal(tx, review.id, {
      to: review.approve ? 'completed' : 'failed',
      actor: review.actor,
      remark: message,
      transactionId: payoutTransactionId,
      with: { message, payoutTransactionId },
    });
    const { id, userId, amountMinor } = decided;
    await postJournal(
      tx,
      review.approve
        ? {
            kind: 'withdrawal_payout',
            idempotencyKey: `withdrawal-payout:${id}`,
            reference: { type: 'withdrawal', id },
            remark: `withdrawal ${id} paid out`,
            entries: [
              { account: { type: 'user', userId, kind: 'frozen' }, amountMinor: -amountMinor },
              { account: { type: 'platform', kind: 'cash' }, amountMinor },
            ],
          }
        : {
            kind: 'withdrawal_release',
            idempotencyKey: `withdrawal-release:${id}`,
            reference: { type: 'withdrawal', id },
            remark: `withdrawal ${id} refused`,
            entries: released(userId, amountMinor),
          },
    );
    await emit<WithdrawalReviewed>(tx, {
      type: 'withdrawal.reviewed',
      version: 1,
      aggregateType: 'withdrawal',
      aggregateId: id,
      payload: { userId, approved: review.approve, message: decided.message },
    });
    return decided;
  });

/** The user's withdrawals, newest first, optionally in one state. */
export async function withdrawalPage(
  db: Database,
  userId: number,
  { state, ...paging }: Paging & { state?: WithdrawalState },
): Promise<PageOf<WithdrawalRow>> {
  const where = and(
    eq(walletWithdrawals.userId, userId),
    state ? eq(walletWithdrawals.state, state) : undefined,
  );
  const rows = await db
    .select()
    .from(walletWithdrawals)
    .where(where)
    .orderBy(desc(walletWithdrawals.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [total] = await db.select({ n: count() }).from(walletWithdrawals).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Withdrawals for staff, oldest first: the open ones unless another state is asked for. */
export async function withdrawalQueue(
  db: Database,
  { state, ...paging }: Paging & { state?: WithdrawalState },
): Promise<PageOf<WithdrawalRow>> {
  const where = state ? eq(walletWithdrawals.state, state) : inArray(walletWithdrawals.state, OPEN_STATES);
  const rows = await db
    .select()
    .from(walletWithdrawals)
    .where(where)
    .orderBy(asc(walletWithdrawals.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [total] = await db.select({ n: count() }).from(walletWithdrawals).where(where);
  return { rows, total: total?.n ?? 0 };
}
