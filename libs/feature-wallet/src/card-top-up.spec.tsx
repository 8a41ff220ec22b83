import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { startApiServer } from './testing/render-page';
import { renderWallet, serveWallet } from './testing/wallet-api';

const server = startApiServer();

/** The top-up section switched to paying by card. */
async function openCardTopUp(user: UserEvent) {
  const topUp = await screen.findByRole('region', { name: 'Top up' });
  await user.click(await within(topUp).findByRole('radio', { name: 'Bank card' }));
  return topUp;
}

async function fillCard(
  user: UserEvent,
  form: HTMLElement,
  { amount = '150', number = '4242 4242 4242 4242' },
) {
  await user.type(within(form).getByLabelText(/^Amount to top up/), amount);
  await user.type(within(form).getByLabelText(/^Card number/), number);
  await user.type(within(form).getByLabelText(/^Expiry month/), '12');
  await user.type(within(form).getByLabelText(/^Expiry year/), '2099');
  await user.type(within(form).getByLabelText(/^Security code/), '123');
  await user.type(within(form).getByLabelText(/^Name on the card/), 'Ada Lovelace');
}

const balanceShows = (amount: string) =>
  within(screen.getByRole('region', { name: 'Balance' })).findByText(amount);

describe('Card top-up', () => {
  it('charges an approved card once, then the balance is read again and shows the credit', async () => {
    let answer: () => void = () => undefined;
    const api = serveWallet(server, { cardAnswered: new Promise<void>((resolve) => (answer = resolve)) });
    const { user } = await renderWallet();
    expect(await balanceShows('$123.45')).toBeInTheDocument();
    const topUp = await openCardTopUp(user);
    expect(within(topUp).queryByLabelText(/Transaction id/)).not.toBeInTheDocument();
    await fillCard(user, topUp, {});

    const submit = within(topUp).getByRole('button', { name: 'Top up by card' });
    await user.click(submit);
    await waitFor(() => expect(api.sent.bankCardRecharge).toHaveLength(1));
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    await user.keyboard('{Enter}');
    answer();

    expect(await screen.findByText('$150.00 added to your balance')).toBeInTheDocument();
    expect(api.sent.bankCardRecharge).toEqual([
      {
        amount_minor: '15000',
        card_number: '4242424242424242',
        expiry_month: '12',
        expiry_year: '2099',
        cvc: '123',
        holder_name: 'Ada Lovelace',
      },
    ]);
    expect(api.keys.bankCardRecharge).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)]);
    expect(await balanceShows('$273.45')).toBeInTheDocument();
    expect(within(topUp).getByLabelText(/^Card number/)).toHaveValue('');
  });

  it('says a declined card was refused and changes nothing; the next try is a new attempt', async () => {
    const api = serveWallet(server);
    const { user } = await renderWallet();
    const topUp = await openCardTopUp(user);
    await fillCard(user, topUp, { number: '4000 0000 0000 0002' });
    await user.click(within(topUp).getByRole('button', { name: 'Top up by card' }));

    expect(await within(topUp).findByRole('alert')).toHaveTextContent(
      'Your card was declined. Nothing was charged and your balance has not changed.',
    );
    expect(await balanceShows('$123.45')).toBeInTheDocument();
    expect(screen.queryByText(/added to your balance/)).not.toBeInTheDocument();
    expect(within(topUp).getByLabelText(/^Card number/)).toHaveValue('4000 0000 0000 0002');

    const cardNumber = within(topUp).getByLabelText(/^Card number/);
    await user.clear(cardNumber);
    await user.type(cardNumber, '4242 4242 4242 4242');
    await user.click(within(topUp).getByRole('button', { name: 'Top up by card' }));
    expect(await balanceShows('$273.45')).toBeInTheDocument();
    expect(within(topUp).queryByRole('alert')).not.toBeInTheDocument();
    const [declinedKey, approvedKey] = api.keys.bankCardRecharge!;
    expect(approvedKey).toBeTruthy();
    expect(approvedKey).not.toBe(declinedKey);
  });

  it('asks for at least the minimum top-up and a valid card before charging anything', async () => {
    const api = serveWallet(server);
    const { user } = await renderWallet();
    const topUp = await openCardTopUp(user);
    await fillCard(user, topUp, { amount: '99.99', number: '4242 4242 4242 4241' });
    await user.click(within(topUp).getByRole('button', { name: 'Top up by card' }));

    expect(
      await within(topUp).findByText('Enter an amount from $100.00 to $1,000,000.00'),
    ).toBeInTheDocument();
    expect(within(topUp).getByText('This card number is not valid: check the digits.')).toBeInTheDocument();
    expect(within(topUp).getByLabelText(/^Amount to top up/)).toHaveFocus();
    await waitFor(() => expect(api.sent.bankCardRecharge).toBeUndefined());
  });

  it('keeps the offline top-up as the first choice', async () => {
    serveWallet(server);
    const { user } = await renderWallet();
    const topUp = await screen.findByRole('region', { name: 'Top up' });
    expect(await within(topUp).findByRole('radio', { name: 'Crypto transfer with proof' })).toBeChecked();
    expect(within(topUp).getByRole('button', { name: 'Submit top-up' })).toBeInTheDocument();
    await openCardTopUp(user);
    expect(within(topUp).queryByRole('button', { name: 'Submit top-up' })).not.toBeInTheDocument();
  });
});
