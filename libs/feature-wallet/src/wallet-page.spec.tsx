import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startApiServer } from './testing/render-page';
import { BTC_ADDRESS, renderWallet, serveWallet, USDT_ADDRESS } from './testing/wallet-api';

const server = startApiServer();

describe('WalletPage', () => {
  it('shows the balances, the receiving address with its QR code and the submissions left', async () => {
    serveWallet(server);
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
    const { sent } = serveWallet(server);
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

  it('refuses at once a proof the server would not take, saying why, and offers only pictures', async () => {
    const { sent } = serveWallet(server);
    await renderWallet();
    // A picker may still let "All files" through: the form checks what it is given.
    const user = userEvent.setup({ applyAccept: false });
    const topUp = await screen.findByRole('region', { name: 'Top up' });
    const proof = await within(topUp).findByLabelText(/Proof of payment/);
    expect(proof).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
    expect(proof).toHaveAccessibleDescription(
      'A screenshot of the transfer: JPEG, PNG, GIF or WebP, up to 8 MB',
    );

    await user.upload(proof, new File(['paid'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(topUp).findByRole('alert')).toHaveTextContent(
      'notes.txt was not attached: the proof must be a JPEG, PNG, GIF or WebP picture.',
    );
    expect(within(topUp).queryByText('notes.txt')).not.toBeInTheDocument();
    expect(within(topUp).queryByRole('button', { name: 'Remove notes.txt' })).not.toBeInTheDocument();

    await user.upload(
      proof,
      new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
    );
    expect(within(topUp).getByRole('alert')).toHaveTextContent(
      'huge.png was not attached: the proof must be at most 8 MB.',
    );

    await user.upload(proof, new File(['png'], 'proof.png', { type: 'image/png' }));
    expect(within(topUp).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(topUp).getByRole('button', { name: 'Remove proof.png' })).toBeInTheDocument();
    // Nothing reached the server meanwhile.
    expect(sent.uploadFile ?? []).toEqual([]);
  });

  it('offers no submission when the day’s top-ups are used up', async () => {
    serveWallet(server, { submissionsLeft: 0 });
    await renderWallet();
    const topUp = await screen.findByRole('region', { name: 'Top up' });
    expect(await within(topUp).findByRole('button', { name: 'Submit top-up' })).toBeDisabled();
  });

  it('withdraws after a confirmation and recalls a pending withdrawal', async () => {
    const { sent } = serveWallet(server);
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
