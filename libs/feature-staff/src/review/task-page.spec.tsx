import { operationHandler } from '@mall/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { QueueTaskPage } from '../queues/queue-pages';
import { queuePage, recharge, shopRegistration } from '../testing/fixtures';
import { BASE_URL, renderPage, signedInStorage, startApiServer } from '../testing/render-page';

const server = startApiServer();

const openTask = (route: string) =>
  renderPage(<QueueTaskPage />, { path: '/queues/:kind/:id', route, storage: signedInStorage() });

describe('a top-up’s review', () => {
  it('shows the proof large, then credits the actual amount typed after confirming', async () => {
    const sent: Array<Record<string, string>> = [];
    let pending = [recharge(), recharge({ id: 13, created_at: '2026-11-27T09:00:00.000Z' })];
    server.use(
      operationHandler(
        'getPendingRecharges',
        (request) => {
          const state = new URL(request.url).searchParams.get('state') ?? 'pending';
          return queuePage(state === 'pending' ? pending : []);
        },
        BASE_URL,
      ),
      operationHandler(
        'reviewRecharge',
        async (request) => {
          const body = Object.fromEntries(new URLSearchParams(await request.text()));
          sent.push(body);
          pending = pending.filter((item) => item.id !== Number(body['id']));
          return recharge({ state: 'completed', actual_amount_minor: Number(body['actual_amount_minor']) });
        },
        BASE_URL,
      ),
    );
    const { user } = await openTask('/queues/recharges/12');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Top-up #12 by Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Open full screen: Proof of the transfer for top-up #12' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$120.00')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount to credit (USD)' });
    expect(amount).toHaveValue('120.00');

    await user.clear(amount);
    await user.type(amount, '95.50');
    await user.click(screen.getByRole('button', { name: 'Credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit $95.50 to Ada Lovelace?' });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));

    expect(await screen.findByText('$95.50 credited. The customer has been notified.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: '12', approve: 'true', message: '', actual_amount_minor: '9550' }]);
    expect(screen.queryByRole('button', { name: 'Credit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the next task' })).toBeInTheDocument();
  });

  it('asks for the reason before refusing, and sends no amount with a refusal', async () => {
    const sent: Array<Record<string, string>> = [];
    server.use(
      operationHandler('getPendingRecharges', queuePage([recharge()]), BASE_URL),
      operationHandler(
        'reviewRecharge',
        async (request) => {
          sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
          return recharge({ state: 'failed', message: 'Blurred proof' });
        },
        BASE_URL,
      ),
    );
    const { user } = await openTask('/queues/recharges/12');
    await screen.findByRole('heading', { level: 1, name: 'Top-up #12 by Ada Lovelace' });

    // `r` refuses from the keyboard; without a reason the field says why.
    await user.keyboard('r');
    expect(await screen.findByText('Give the reason the customer will read.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message to the customer' }), 'Blurred proof');
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the top-up of Ada Lovelace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));

    await waitFor(() => expect(sent).toEqual([{ id: '12', approve: 'false', message: 'Blurred proof' }]));
    expect(
      await screen.findByText('Refused. The customer has been notified with your reason.'),
    ).toBeInTheDocument();
  });

  it('says the task is no longer waiting when it left the queue', async () => {
    server.use(operationHandler('getPendingRecharges', queuePage([]), BASE_URL));
    await openTask('/queues/recharges/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This task is not waiting any more' }),
    ).toBeInTheDocument();
  });
});

describe('a shop registration’s review', () => {
  it('shows both sides of the ID document with the contact and address', async () => {
    server.use(operationHandler('getShopRegistrations', queuePage([shopRegistration()]), BASE_URL));
    await openTask('/queues/shop-registrations/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shop registration: Ada’s Cups' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ID document, front' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ID document, back' })).toBeInTheDocument();
    expect(screen.getByText('+44 20 7946 0958')).toBeInTheDocument();
    expect(screen.getByText(/12 Marylebone Road/)).toBeInTheDocument();
  });
});
