import { errorHandler, operationHandler } from '@mall/sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import { addresses, paymentSettings, wallets } from '../testing/fixtures';
import { BASE_URL, renderPage, signedInStorage, startApiServer } from '../testing/render-page';
import { PaymentPage } from './payment-page';

const server = startApiServer();
// Several passwords typed key by key, with validation on each: slow on a busy machine.
jest.setTimeout(15_000);

function servePayment() {
  const sent: string[] = [];
  server.use(
    operationHandler('getWallets', { list: wallets }, BASE_URL),
    operationHandler('getPaymentSettings', paymentSettings(), BASE_URL),
    operationHandler(
      'updatePaymentSettings',
      async (request) => {
        sent.push(await request.text());
        return paymentSettings({ updated_at: '2026-01-20T10:00:00.000Z' });
      },
      BASE_URL,
    ),
  );
  return sent;
}

describe('PaymentPage', () => {
  it('shows the saved settings and when they last changed', async () => {
    servePayment();
    await renderPage(<PaymentPage />, { route: '/payment', storage: signedInStorage() });
    expect(await screen.findByLabelText('BTC address (Bitcoin)')).toHaveValue(
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    );
    expect(screen.getByLabelText('USDT address (TRC20)')).toHaveValue('');
    expect(screen.getByLabelText('Bank name')).toHaveValue('First Bank');
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(
      'Saved as ••••••1234. Leave empty to keep it.',
    );
    expect(screen.getByText(/^Last changed January 10, 2026/)).toBeInTheDocument();
  });

  it('checks each address for its network and the routing number before sending, and asks for the password', async () => {
    const sent = servePayment();
    const { user } = await renderPage(<PaymentPage />, { route: '/payment', storage: signedInStorage() });
    await user.click(await screen.findByLabelText('ETH address (ERC20)'));
    await user.paste(addresses.ethereum.toLowerCase().replace('0x5a', '0x5A'));
    await user.click(screen.getByLabelText('USDT address (TRC20)'));
    await user.paste(addresses.ethereum);
    await user.clear(screen.getByLabelText('Routing number'));
    await user.type(screen.getByLabelText('Routing number'), '011000016');
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));

    expect(
      await screen.findByText('This ERC20 address has a typing mistake (its checksum does not match).'),
    ).toBeInTheDocument();
    expect(screen.getByText('This is not a TRC20 address.')).toBeInTheDocument();
    expect(screen.getByText('Enter the nine digits of a valid US routing number.')).toBeInTheDocument();
    expect(screen.getByText('Enter your current password.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('saves the settings with the current password, keeping the stored account number', async () => {
    const sent = servePayment();
    const { user } = await renderPage(<PaymentPage onSaved={jest.fn()} />, {
      route: '/payment',
      storage: signedInStorage(),
    });
    await user.click(await screen.findByLabelText('USDT address (TRC20)'));
    await user.paste(addresses.tron);
    await user.type(screen.getByLabelText(/Current password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = new URLSearchParams(sent[0]);
    expect(body.getAll('wallet_codes')).toEqual(['USDT', 'BTC']);
    expect(body.getAll('wallet_addresses')).toEqual([addresses.tron, '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2']);
    expect(body.get('routing_number')).toBe('011000015');
    expect(body.get('current_password')).toBe('secret1');
    expect(body.has('account_number')).toBe(false);
  });

  it('says so beside the password when it is wrong (1100004)', async () => {
    servePayment();
    server.use(errorHandler('updatePaymentSettings', 1100004, 'Edit data incorrect', BASE_URL));
    const { user } = await renderPage(<PaymentPage />, { route: '/payment', storage: signedInStorage() });
    await user.type(await screen.findByLabelText(/Current password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
  });
});
