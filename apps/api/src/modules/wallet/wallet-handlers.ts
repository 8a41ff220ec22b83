import { DomainError } from '@mall/server-core';
import { MAX_RECHARGE_MINOR, MIN_RECHARGE_MINOR } from '@mall/sdk-manifest';
import {
  balancesOf,
  rechargeByCard,
  rechargeCurrencies,
  rechargePage,
  rechargeSubmissionsLeft,
  recallWithdrawal,
  requestWithdrawal,
  statementPage,
  submitRecharge,
  transferToMerchant,
  withdrawalPage,
} from '@mall/server-wallet';
import { paymentProviderNamed } from '@mall/server-payments';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { idempotencyKeyOf } from '../orders/idempotency-key';
import { pageWire, rechargeWire, statementEntryWire, wireContext, withdrawalWire } from './wallet-wire';

/** Wallet lists come twenty to a page unless asked otherwise, like the other lists. */
const WALLET_PAGE_SIZE = 20;

const pagingOf = (args: { page?: number; page_size?: number } | undefined) => ({
  page: args?.page ?? 1,
  pageSize: args?.page_size ?? WALLET_PAGE_SIZE,
});

export function walletHandlers(db: Database, config: ServerConfig): Handlers {
  const provider = paymentProviderNamed(config.paymentProvider, { delayMs: config.paymentSandboxDelayMs });
  const context = (request: Parameters<typeof wireContext>[2]) =>
    wireContext(db, config, request, provider.sandbox);

  return {
    getRechargeOptions: async ({ user }) => ({
      currencies: await rechargeCurrencies(db, config.recharge.receivingAddresses),
      min_amount_minor: MIN_RECHARGE_MINOR,
      max_amount_minor: MAX_RECHARGE_MINOR,
      submissions_per_day: config.recharge.submissionsPerDay,
      submissions_left: await rechargeSubmissionsLeft(db, user.id, config.recharge),
    }),
    recharge: async ({ args, user, request }) => {
      const row = await submitRecharge(
        db,
        {
          userId: user.id,
          walletCode: args.wallet_code,
          amountMinor: args.amount_minor,
          transactionId: args.transaction_id,
          proofUploadId: args.proof_file_id,
        },
        config.recharge,
      );
      return rechargeWire(row, await context(request));
    },
    getRechargeList: async ({ args, user, request }) => {
      const paging = pagingOf(args);
      const page = await rechargePage(db, user.id, { ...paging, state: args?.state });
      const wire = await context(request);
      return pageWire(page, paging, (row) => rechargeWire(row, wire));
    },
    bankCardRecharge: async ({ args, user, request }) => {
      const row = await rechargeByCard(
        db,
        provider,
        {
          userId: user.id,
          amountMinor: args.amount_minor,
          card: {
            number: args.card_number,
            expiryMonth: args.expiry_month,
            expiryYear: args.expiry_year,
            cvc: args.cvc,
            holderName: args.holder_name,
          },
        },
        idempotencyKeyOf(request),
      );
      return rechargeWire(row, await context(request));
    },
    getTransactionDetails: async ({ args, user, lang }) => {
      const paging = pagingOf(args);
      const page = await statementPage(db, user.id, { ...paging, type: args?.type, kind: args?.kind });
      return pageWire(page, paging, (entry) => statementEntryWire(entry, lang));
    },
    transferBalanceToMerchant: async ({ args, user, request, lang }) => {
      const entry = await transferToMerchant(
        db,
        { userId: user.id, amountMinor: args.amount_minor },
        idempotencyKeyOf(request),
      );
      return {
        entry: statementEntryWire(entry, lang),
        balance_minor: (await balancesOf(db, user.id)).availableMinor,
      };
    },
    requestWithdrawal: async ({ args, user, request }) => {
      // An account made with the short-video platform adds and verifies an e-mail first.
      if (!user.email) throw new DomainError('EMAIL_REQUIRED');
      const row = await requestWithdrawal(
        db,
        {
          userId: user.id,
          walletCode: args.wallet_code,
          address: args.address,
          amountMinor: args.amount_minor,
          password: args.password,
        },
        idempotencyKeyOf(request),
      );
      return withdrawalWire(row, await context(request));
    },
    getWithdrawals: async ({ args, user, request }) => {
      const paging = pagingOf(args);
      const page = await withdrawalPage(db, user.id, { ...paging, state: args?.state });
      const wire = await context(request);
      return pageWire(page, paging, (row) => withdrawalWire(row, wire));
    },
    recallWithdrawal: async ({ args, user, request }) =>
      withdrawalWire(await recallWithdrawal(db, user.id, args.id), await context(request)),
  };
}
