import { userRefs } from '@mall/server-account';
import {
  balancesOf,
  rechargeQueue,
  type StaffRechargeRow,
  withdrawalQueue,
  type WithdrawalRow,
} from '@mall/server-wallet';
import { decideRecharge, decideWithdrawal } from '@mall/server-staff';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { customerRef } from '../seller/wire';
import { staffActorOf } from '../staff/actor';
import { pageWire, wireContext } from './wallet-wire';

const STAFF_PAGE_SIZE = 20;
const iso = (moment: string) => new Date(moment).toISOString();

/** How staff see top-ups and withdrawals: with the user, the proof's expiring link and the balances now. */
export function staffWalletWires(db: Database, config: ServerConfig) {
  const staffRecharges = async (rows: StaffRechargeRow[], request: FastifyRequest) => {
    const users = await userRefs(
      db,
      rows.map((row) => row.userId),
    );
    const context = await wireContext(db, config, request, false);
    return rows.map((row) => ({
      id: row.id,
      user: customerRef(users, row.userId),
      wallet_code: row.walletCode ?? '',
      declared_amount_minor: row.declaredAmountMinor,
      actual_amount_minor: row.actualAmountMinor,
      transaction_id: row.transactionId,
      proof_url: row.proofUploadId === null ? '' : context.proofUrl(row.proofUploadId),
      remark: '',
      state: row.state,
      message: row.reviewedAt === null ? null : row.message,
      recent_submission_count: row.recentSubmissionCount,
      created_at: iso(row.createdAt),
      reviewed_at: row.reviewedAt === null ? null : iso(row.reviewedAt),
    }));
  };

  const staffWithdrawals = async (rows: WithdrawalRow[]) => {
    const users = await userRefs(
      db,
      rows.map((row) => row.userId),
    );
    return Promise.all(
      rows.map(async (row) => {
        const balances = await balancesOf(db, row.userId);
        return {
          id: row.id,
          user: customerRef(users, row.userId),
          amount_minor: row.amountMinor,
          fee_minor: 0,
          balance_minor: balances.availableMinor,
          frozen_minor: balances.frozenMinor,
          method: 'wallet' as const,
          wallet_code: row.walletCode,
          address: row.address,
          bank_name: null,
          account_name: null,
          account_number: null,
          routing_number: null,
          remark: '',
          state: row.state,
          message: row.reviewedAt === null ? null : row.message,
          created_at: iso(row.createdAt),
          reviewed_at: row.reviewedAt === null ? null : iso(row.reviewedAt),
        };
      }),
    );
  };
  return { staffRecharges, staffWithdrawals };
}

/** Staff review offline top-ups and withdrawals: the queues, with the user and what to check, and the decisions. */
export function staffWalletHandlers(db: Database, config: ServerConfig): Handlers {
  const { staffRecharges, staffWithdrawals } = staffWalletWires(db, config);
  return {
    getPendingRecharges: async ({ args, request }) => {
      const paging = { page: args?.page ?? 1, pageSize: args?.page_size ?? STAFF_PAGE_SIZE };
      const page = await rechargeQueue(db, { ...paging, state: args?.state });
      const list = await staffRecharges(page.rows, request);
      return { ...pageWire(page, paging, () => null), list };
    },
    reviewRecharge: async ({ args, request, user }) => {
      const row = await decideRecharge(
        db,
        staffActorOf(user),
        {
          id: args.id,
          approve: args.approve,
          actualAmountMinor: args.actual_amount_minor,
          message: args.message,
        },
        config.staff,
      );
      const [wire] = await staffRecharges([{ ...row, recentSubmissionCount: 0 }], request);
      return wire!;
    },
    getPendingWithdrawals: async ({ args }) => {
      const paging = { page: args?.page ?? 1, pageSize: args?.page_size ?? STAFF_PAGE_SIZE };
      const page = await withdrawalQueue(db, { ...paging, state: args?.state });
      return { ...pageWire(page, paging, () => null), list: await staffWithdrawals(page.rows) };
    },
    reviewWithdrawal: async ({ args, user }) => {
      const decided = await decideWithdrawal(
        db,
        staffActorOf(user),
        {
          id: args.id,
          approve: args.approve,
          message: args.message,
          payoutTransactionId: args.payout_transaction_id,
        },
        config.staff,
      );
      const [wire] = await staffWithdrawals([decided]);
      return wire!;
    },
  };
}
