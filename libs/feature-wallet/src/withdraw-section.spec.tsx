import { errorHandler } from '@mall/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { BASE_URL, startApiServer } from './testing/render-page';
import { BTC_ADDRESS, renderWallet, serveWallet } from './testing/wallet-api';

const server = startApiServer();

/** The balance is read: the form knows how much may be withdrawn. */
const balanceLoaded = () => within(screen.getByRole('region', { name: 'Balance' })).findByText('$123.45');

/** Fills the withdrawal form (BTC) and asks to withdraw. */
async function requestWithdrawal(user: UserEvent, { amount = '30', password = 'engine42' } = {}) {
  const withdraw = await screen.findByRole('region', { name: 'Withdraw' });
  await user.selectOptions(await within(withdraw).findByLabelText('Currency'), 'BTC');
  await user.type(within(withdraw).getByLabelText(/^Receiving address/), BTC_ADDRESS);
  await user.type(within(withdraw).getByLabelText(/^Amount/), amount);
  await user.type(within(withdraw).getByLabelText(/^Account password/), password);
  await user.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));
  return withdraw;
}

/** Confirms the open withdrawal dialog. */
async function confirm(user: UserEvent, title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
}

describe('Withdraw', () => {
  it('says what is missing or wrong before asking anything, and focuses the first such field', async () => {
    const api = serveWallet(server);
    const { user } = await renderWallet();
    await balanceLoaded();
    const withdraw = await screen.findByRole('region', { name: 'Withdraw' });
    await user.type(within(withdraw).getByLabelText(/^Receiving address/), '0x12-34');
    await user.type(within(withdraw).getByLabelText(/^Amount/), '123.46');
    await user.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));

    expect(
      await within(withdraw).findByText(
        'Enter the address as your wallet shows it: 20 to 128 letters and digits.',
      ),
    ).toBeInTheDocument();
    expect(
      within(withdraw).getByText('Enter an amount from 0.01 to your available balance'),
    ).toBeInTheDocument();
    expect(within(withdraw).getByText('Required')).toBeInTheDocument();
    expect(within(withdraw).getByLabelText(/^Receiving address/)).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent.requestWithdrawal).toBeUndefined();
  });

  it('asks nothing of the server when the shopper cancels the confirmation', async () => {
    const api = serveWallet(server);
    const { user } = await renderWallet();
    await balanceLoaded();
    await requestWithdrawal(user);
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw $30.00?' });
    expect(
      within(dialog).getByText(`The amount is frozen until staff pay it out to ${BTC_ADDRESS}.`),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.requestWithdrawal).toBeUndefined();
  });

  it('requests the confirmed withdrawal once, then empties the amount and the password', async () => {
    const api = serveWallet(server);
    const { user } = await renderWallet();
    await balanceLoaded();
    const withdraw = await requestWithdrawal(user);
    await confirm(user, 'Withdraw $30.00?');

    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
    expect(api.sent.requestWithdrawal).toEqual([
      { wallet_code: 'BTC', address: BTC_ADDRESS, amount_minor: '3000', password: 'engine42' },
    ]);
    expect(within(withdraw).getByLabelText(/^Amount/)).toHaveValue('');
    expect(within(withdraw).getByLabelText(/^Account password/)).toHaveValue('');
    expect(within(withdraw).getByLabelText(/^Receiving address/)).toHaveValue(BTC_ADDRESS);
  });

  it('tells a wrong password on the password field and keeps what was typed (1100002)', async () => {
    serveWallet(server);
    server.use(errorHandler('requestWithdrawal', 1100002, 'Email or password wrong', BASE_URL));
    const { user } = await renderWallet();
    await balanceLoaded();
    const withdraw = await requestWithdrawal(user, { password: 'engine24' });
    await confirm(user, 'Withdraw $30.00?');

    const password = within(withdraw).getByLabelText(/^Account password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription('This is not your account password.'));
    expect(password).toHaveValue('engine24');
    expect(within(withdraw).getByLabelText(/^Amount/)).toHaveValue('30');
    expect(screen.queryByText('Withdrawal requested')).not.toBeInTheDocument();
  });

  it('tells a balance that has become too short on the amount, in the shopper’s language (2000022)', async () => {
    serveWallet(server);
    server.use(errorHandler('requestWithdrawal', 2000022, 'Payment failed, insufficient balance', BASE_URL));
    const { user } = await renderWallet();
    await balanceLoaded();
    const withdraw = await requestWithdrawal(user, { amount: '100' });
    await confirm(user, 'Withdraw $100.00?');

    expect(
      await within(withdraw).findByText('Payment failed: your balance is not enough.'),
    ).toBeInTheDocument();
    expect(within(withdraw).getByLabelText(/^Amount/)).toHaveAccessibleDescription(
      'Payment failed: your balance is not enough.',
    );
  });
});
