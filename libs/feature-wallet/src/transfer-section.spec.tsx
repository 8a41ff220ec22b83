import { mallApi } from '@mall/sdk';
import { errorHandler } from '@mall/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { BASE_URL, startApiServer } from './testing/render-page';
import { renderWallet, serveWallet } from './testing/wallet-api';

const server = startApiServer();

/** Asks to move `amount` to the shop: the confirmation opens. */
async function requestTransfer(user: UserEvent, amount: string) {
  const transfer = await screen.findByRole('region', { name: 'Transfer to my shop' });
  await user.type(within(transfer).getByLabelText(/^Amount to transfer/), amount);
  await user.click(within(transfer).getByRole('button', { name: 'Transfer to shop' }));
  return transfer;
}

describe('Transfer to my shop', () => {
  it('is not offered to a shopper who does not sell', async () => {
    serveWallet(server);
    const { store } = await renderWallet();
    await screen.findByRole('region', { name: 'Withdraw' });
    await waitFor(() =>
      expect(mallApi.endpoints.getUserInfo.select()(store.getState()).data?.is_seller).toBe(false),
    );
    expect(screen.queryByRole('region', { name: 'Transfer to my shop' })).not.toBeInTheDocument();
  });

  it('moves nothing when the seller cancels the confirmation', async () => {
    const api = serveWallet(server, { seller: true });
    const { user } = await renderWallet();
    await requestTransfer(user, '50');
    const dialog = await screen.findByRole('dialog', { name: 'Transfer $50.00 to your shop?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.transferBalanceToMerchant).toBeUndefined();
  });

  it('refuses more than the available balance before asking', async () => {
    const api = serveWallet(server, { seller: true });
    const { user } = await renderWallet();
    await screen.findByText('Available: $123.45');
    const transfer = await requestTransfer(user, '123.46');
    expect(within(transfer).getByText('Enter an amount from $0.01 to $123.45')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent.transferBalanceToMerchant).toBeUndefined();
  });

  it('moves the confirmed amount once; the balance and the statement show it', async () => {
    const api = serveWallet(server, { seller: true });
    const { user } = await renderWallet();
    await screen.findByText('Available: $123.45');
    await requestTransfer(user, '50');
    const dialog = await screen.findByRole('dialog', { name: 'Transfer $50.00 to your shop?' });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    expect(await screen.findByText('$50.00 transferred to your shop')).toBeInTheDocument();
    expect(api.sent.transferBalanceToMerchant).toEqual([{ amount_minor: '5000' }]);
    expect(api.keys.transferBalanceToMerchant).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)]);
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(await within(balance).findByText('$73.45')).toBeInTheDocument();
    expect(await screen.findByText('Available: $73.45')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Transaction details' });
    const entry = (await within(details).findByText(/^To merchant account ·/)).closest('li')!;
    expect(entry).toHaveTextContent('Expense −$50.00');
    expect(entry).toHaveTextContent('Balance $73.45');
  });

  it('says why the server refused, in the shopper’s language (2000022)', async () => {
    serveWallet(server, { seller: true });
    server.use(
      errorHandler('transferBalanceToMerchant', 2000022, 'Payment failed, insufficient balance', BASE_URL),
    );
    const { user } = await renderWallet();
    await screen.findByText('Available: $123.45');
    const transfer = await requestTransfer(user, '100');
    const dialog = await screen.findByRole('dialog', { name: 'Transfer $100.00 to your shop?' });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    expect(await within(transfer).findByRole('alert')).toHaveTextContent(
      'Payment failed: your balance is not enough.',
    );
    expect(screen.queryByText(/transferred to your shop/)).not.toBeInTheDocument();
    expect(within(transfer).getByLabelText(/^Amount to transfer/)).toHaveValue('100');
  });
});
