// Test-only: a signed-in shopper's wallet served by MSW handlers that keep the balance and statement in step.
import { type LedgerEntry } from '@mall/sdk';
import { operationFixtures, operationHandler } from '@mall/sdk/testing';
import { LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';
import { ToastHost } from '@mall/ui';
import type { SetupServer } from 'msw/node';
import { WalletPage } from '../wallet-page';
import { BASE_URL, renderPage } from './render-page';

export const USDT_ADDRESS = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
export const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** The card the sandbox provider declines. */
const DECLINED_CARD = '4000000000000002';

const page = <T,>(list: T[]) => ({
  list,
  page: 1,
  page_size: 20,
  total: list.length,
  total_capped: false,
  has_more: false,
});

export const withdrawal = {
  id: 7,
  wallet_code: 'BTC',
  wallet_name: 'Bitcoin',
  address: BTC_ADDRESS,
  amount_minor: 3_000,
  state: 'pending' as const,
  message: '',
  created_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: null,
};

const refusedTopUp = {
  id: 3,
  channel: 'offline' as const,
  amount_minor: 25_000,
  actual_amount_minor: null,
  wallet_code: 'USDT',
  wallet_name: 'Tether USD',
  proof_url: 'http://shop.test/api/uploads/3?expires=1&signature=x',
  transaction_id: 'TX-1',
  card_last4: null,
  sandbox: false,
  state: 'failed' as const,
  message: 'No such transfer',
  created_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: '2026-11-21T10:00:00.000Z',
};

const withdrawalEntry: LedgerEntry = {
  id: 11,
  type: 'expense',
  kind: 'withdrawal',
  amount_minor: 3_000,
  balance_after_minor: 12_345,
  remark: 'withdrawal 7',
  created_at: '2026-11-20T10:00:00.000Z',
};

/** A form body as the SDK sends it. */
type FormBody = Record<string, string>;

export interface WalletApi {
  /** The bodies each mutation received, in order (`'multipart'` for an upload). */
  sent: Record<string, (FormBody | 'multipart')[]>;
  /** The Idempotency-Key header of each request, by operation. */
  keys: Record<string, (string | null)[]>;
}

/**
 * Serves the wallet of a signed-in user ($123.45 available; a seller when `seller`): a card top-up credits
 * the balance unless the card is the declined sandbox one (1500019); a transfer to the shop debits it and adds
 * an expense to the statement.
 */
export function serveWallet(
  server: SetupServer,
  {
    submissionsLeft = 4,
    seller = false,
    cardAnswered,
  }: {
    submissionsLeft?: number;
    seller?: boolean;
    /** The card top-up answers once this settles (to catch the request in flight). */
    cardAnswered?: Promise<void>;
  } = {},
): WalletApi {
  const sent: WalletApi['sent'] = {};
  const keys: WalletApi['keys'] = {};
  let balanceMinor = 12_345;
  const statement: LedgerEntry[] = [withdrawalEntry];
  const record = async (name: string, request: Request): Promise<FormBody> => {
    (keys[name] ??= []).push(request.headers.get('idempotency-key'));
    if (request.headers.get('content-type')?.includes('multipart')) {
      (sent[name] ??= []).push('multipart');
      return {};
    }
    const body: FormBody = Object.fromEntries(new URLSearchParams(await request.text()));
    (sent[name] ??= []).push(body);
    return body;
  };
  server.use(
    operationHandler('getUserInfo', { ...operationFixtures.getUserInfo, is_seller: seller }, BASE_URL),
    operationHandler(
      'getUserBalance',
      () => ({ balance_minor: balanceMinor, frozen_minor: 3_000, pending_minor: 25_000, currency: 'USD' }),
      BASE_URL,
    ),
    operationHandler(
      'getRechargeOptions',
      {
        currencies: [
          { code: 'USDT', name: 'Tether USD', network: 'TRC20', address: USDT_ADDRESS },
          { code: 'BTC', name: 'Bitcoin', network: 'Bitcoin', address: BTC_ADDRESS },
        ],
        min_amount_minor: 10_000,
        max_amount_minor: 100_000_000,
        submissions_per_day: 5,
        submissions_left: submissionsLeft,
      },
      BASE_URL,
    ),
    operationHandler(
      'getWallets',
      {
        list: [
          { code: 'USDT', name: 'Tether USD', network: 'TRC20' },
          { code: 'BTC', name: 'Bitcoin', network: 'Bitcoin' },
        ],
      },
      BASE_URL,
    ),
    operationHandler('getRechargeList', page([refusedTopUp]), BASE_URL),
    operationHandler('getWithdrawals', page([withdrawal]), BASE_URL),
    operationHandler('getTransactionDetails', () => page([...statement]), BASE_URL),
    operationHandler(
      'uploadFile',
      async (request) => {
        await record('uploadFile', request);
        return {
          id: 41,
          url: 'http://shop.test/api/uploads/41',
          content_type: 'image/png',
          size: 10,
          private: true,
        };
      },
      BASE_URL,
    ),
    operationHandler(
      'recharge',
      async (request) => {
        await record('recharge', request);
        return { ...refusedTopUp, id: 4, state: 'pending' as const, message: '', reviewed_at: null };
      },
      BASE_URL,
    ),
    operationHandler(
      'bankCardRecharge',
      async (request) => {
        const body = await record('bankCardRecharge', request);
        await cardAnswered;
        if (body.card_number === DECLINED_CARD)
          return { code: 1500019, message: 'The card was declined (do_not_honor)', data: null };
        const amountMinor = Number(body.amount_minor);
        balanceMinor += amountMinor;
        return {
          ...refusedTopUp,
          id: 5,
          channel: 'card' as const,
          amount_minor: amountMinor,
          actual_amount_minor: amountMinor,
          wallet_code: null,
          proof_url: null,
          card_last4: body.card_number!.slice(-4),
          sandbox: true,
          state: 'completed' as const,
          message: '',
        };
      },
      BASE_URL,
    ),
    operationHandler(
      'transferBalanceToMerchant',
      async (request) => {
        const body = await record('transferBalanceToMerchant', request);
        const amountMinor = Number(body.amount_minor);
        balanceMinor -= amountMinor;
        const entry: LedgerEntry = {
          id: 12,
          type: 'expense',
          kind: 'transfer_to_merchant',
          amount_minor: amountMinor,
          balance_after_minor: balanceMinor,
          remark: 'to shop Ada’s Teas',
          created_at: '2026-11-22T10:00:00.000Z',
        };
        statement.unshift(entry);
        return { entry, balance_minor: balanceMinor };
      },
      BASE_URL,
    ),
    operationHandler(
      'requestWithdrawal',
      async (request) => {
        await record('requestWithdrawal', request);
        return withdrawal;
      },
      BASE_URL,
    ),
    operationHandler(
      'recallWithdrawal',
      async (request) => {
        await record('recallWithdrawal', request);
        return { ...withdrawal, state: 'recalled' as const };
      },
      BASE_URL,
    ),
  );
  return { sent, keys };
}

const signedIn = () => memoryStorage({ [TOKEN_KEY]: 'token-of-ada', [LOGGED_IN_KEY]: '1', lang: 'en' });

/** The wallet page at /pages/mine/wallet for the signed-in user, with the toast host the shop gives it. */
export const renderWallet = () =>
  renderPage(
    <ToastHost dismissLabel="Dismiss">
      <WalletPage />
    </ToastHost>,
    { route: '/pages/mine/wallet', storage: signedIn() },
  );
