import { operationHandler } from '@mall/sdk/testing';
import { LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';
import { ToastHost } from '@mall/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { BASE_URL, renderPage, startApiServer } from './testing/render-page';
import { WalletPage } from './wallet-page';

const server = startApiServer();
const PAGE = '/pages/mine/wallet';
const USDT_ADDRESS = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

const page = <T,>(list: T[]) => ({
  list,
  page: 1,
  page_size: 20,
  total: list.length,
  total_capped: false,
  has_more: false,
});

const withdrawal = {
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

/** A signed-in shopper's wallet; answers what the page asks and records the bodies it sends. */
function serveWallet({ submissionsLeft = 4 } = {}) {
  const sent: Record<string, unknown[]> = {};
  const record = async (name: string, request: Request) => {
    const body = request.headers.get('content-type')?.includes('multipart')
      ? 'multipart'
      : Object.fromEntries(new URLSearchParams(await request.text()));
    (sent[name] ??= []).push(body);
  };
  server.use(
    operationHandler(
      'getUserBalance',
      { balance_minor: 12_345, frozen_minor: 3_000, pending_minor: 25_000, currency: 'USD' },
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
    operationHandler(
      'getRechargeList',
      page([
        {
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
        },
      ]),
      BASE_URL,
    ),
    operationHandler('getWithdrawals', page([withdrawal]), BASE_URL),
    operationHandler(
      'getTransactionDetails',
      page([
        {
          id: 11,
          type: 'expense' as const,
          kind: 'withdrawal' as const,
          amount_minor: 3_000,
          balance_after_minor: 12_345,
          remark: 'withdrawal 7',
          created_at: '2026-11-20T10:00:00.000Z',
        },
      ]),
      BASE_URL,
    ),
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
  return sent;
}

const signedIn = () => memoryStorage({ [TOKEN_KEY]: 'token-of-ada', [LOGGED_IN_KEY]: '1', lang: 'en' });
const renderWallet = () =>
  renderPage(
    <ToastHost dismissLabel="Dismiss">
      <WalletPage />
    </ToastHost>,
    { route: PAGE, storage: signedIn() },
  );

describe('WalletPage', () => {
  it('shows the balances, the receiving address with its QR code and the submissions left', async () => {
    serveWallet();
    await renderWallet();
    expect(await screen.findByRole('heading', { level: 1, name: 'My wallet' })).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(await within(balance).findByText('$123.45')).toBeInTheDocument();
    expect(within(balance).getByText('$250.00')).toBeInTheDocument();

    const topUp = screen.getByRole('region', { name: 'Top up' });
    expect(await within(topUp).findByText(USDT_ADDRESS)).toBeInTheDocument();
    expect(within(topUp).getByText('Network: TRC20')).toBeInTheDocument();
    expect(within(topUp).getByRole('img', { name: 'QR code of the receiving address' })).toBeInTheDocument();
    expect(within(topUp).getByText('Top-ups you can still submit today: 4')).toBeInTheDocument();

    const records = screen.getByRole('region', { name: 'Top-up records' });
    expect(await within(records).findByText('Failed')).toBeInTheDocument();
    expect(within(records).getByText('Reviewer: No such transfer')).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Transaction details' });
    expect(await within(details).findByText('Balance $123.45')).toBeInTheDocument();
  });

  it('uploads the proof and submits the top-up in the chosen currency', async () => {
    const sent = serveWallet();
    const { user } = await renderWallet();
    const topUp = await screen.findByRole('region', { name: 'Top up' });
    await user.click(await within(topUp).findByRole('radio', { name: 'BTC' }));
    expect(within(topUp).getByText(BTC_ADDRESS)).toBeInTheDocument();
    await user.click(within(topUp).getByRole('button', { name: 'Submit top-up' }));
    expect(within(topUp).getByText('Enter an amount of at least $100.00')).toBeInTheDocument();

    await user.type(within(topUp).getByLabelText(/Amount sent/), '150.50');
    await user.type(within(topUp).getByLabelText(/Transaction id/), ' TX-42 ');
    await user.upload(
      within(topUp).getByLabelText(/Proof of payment/),
      new File(['png'], 'proof.png', { type: 'image/png' }),
    );
    await user.click(within(topUp).getByRole('button', { name: 'Submit top-up' }));
    await waitFor(() =>
      expect(sent.recharge).toEqual([
        { wallet_code: 'BTC', amount_minor: '15050', transaction_id: 'TX-42', proof_file_id: '41' },
      ]),
    );
    expect(sent.uploadFile).toHaveLength(1);
  });

  it('offers no submission when the day’s top-ups are used up', async () => {
    serveWallet({ submissionsLeft: 0 });
    await renderWallet();
    const topUp = await screen.findByRole('region', { name: 'Top up' });
    expect(await within(topUp).findByRole('button', { name: 'Submit top-up' })).toBeDisabled();
  });

  it('withdraws after a confirmation and recalls a pending withdrawal', async () => {
    const sent = serveWallet();
    const { user } = await renderWallet();
    const withdraw = await screen.findByRole('region', { name: 'Withdraw' });
    await user.selectOptions(await within(withdraw).findByLabelText('Currency'), 'BTC');
    await user.type(within(withdraw).getByLabelText(/Receiving address/), BTC_ADDRESS);
    await user.type(within(withdraw).getByLabelText(/Amount/), '30');
    await user.type(within(withdraw).getByLabelText(/Account password/), 'engine42');
    await user.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw $30.00?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(sent.requestWithdrawal).toEqual([
        { wallet_code: 'BTC', address: BTC_ADDRESS, amount_minor: '3000', password: 'engine42' },
      ]),
    );

    const withdrawals = screen.getByRole('region', { name: 'Withdrawals' });
    await user.click(await within(withdrawals).findByRole('button', { name: 'Recall' }));
    const recall = await screen.findByRole('dialog', { name: 'Recall this withdrawal?' });
    expect(within(recall).getByText('$30.00 returns to your available balance.')).toBeInTheDocument();
    await user.click(within(recall).getByRole('button', { name: 'Recall' }));
    await waitFor(() => expect(sent.recallWithdrawal).toEqual([{ id: '7' }]));
  });
});
