import type { GetStaffRechargeDetailData } from '@mall/sdk';
import { operationHandler } from '@mall/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { QueueTaskPage } from '../queues/queue-pages';
import {
  claimedByOther,
  queuePage,
  recharge,
  rechargeDetail,
  returnDetail,
  shopRegistrationDetail,
  staffTask,
} from '../testing/fixtures';
import { BASE_URL, renderPage, signedInStorage, startApiServer } from '../testing/render-page';

const server = startApiServer();

const me = {
  id: 5,
  name: 'Rita Reviewer',
  email: 'rita@mall.example',
  roles: ['reviewer' as const],
  disabled: false,
  created_at: '2026-11-01T00:00:00.000Z',
};

/** The server's top-up #12 and its queue, changed by what the page sends; what was sent, in order. */
function serveRecharge(
  detail: GetStaffRechargeDetailData,
  answerState: 'completed' | 'failed' | 'in_review' = 'completed',
) {
  const sent: Array<{ operation: string; body: Record<string, string> }> = [];
  let current = detail;
  server.use(
    operationHandler('getStaffMe', me, BASE_URL),
    operationHandler('getStaffRechargeDetail', () => current, BASE_URL),
    operationHandler(
      'getStaffTasks',
      queuePage([staffTask(), staffTask({ id: 13, created_at: '2026-11-27T09:00:00.000Z' })]),
      BASE_URL,
    ),
    operationHandler(
      'claimStaffTask',
      async (request) => {
        sent.push({
          operation: 'claim',
          body: Object.fromEntries(new URLSearchParams(await request.text())),
        });
        return {
          kind: 'recharge',
          id: 12,
          claim: current.task.claim ?? {
            ...claimedByOther!,
            staff_id: 5,
            staff_name: 'Rita Reviewer',
            mine: true,
          },
        };
      },
      BASE_URL,
    ),
    operationHandler('releaseStaffTask', { done: true } as never, BASE_URL),
    operationHandler(
      'reviewRecharge',
      async (request) => {
        const body = Object.fromEntries(new URLSearchParams(await request.text()));
        sent.push({ operation: 'review', body });
        const reviewed = recharge({
          state: answerState,
          actual_amount_minor: Number(body['actual_amount_minor']) || null,
        });
        current = { ...current, recharge: reviewed };
        return reviewed;
      },
      BASE_URL,
    ),
  );
  return sent;
}

const openTask = (route: string) =>
  renderPage(<QueueTaskPage />, { path: '/queues/:kind/:id', route, storage: signedInStorage() });

describe('a top-up’s review', () => {
  it('claims the task, shows the proof large, then credits the actual amount typed after confirming', async () => {
    const sent = serveRecharge(rechargeDetail());
    const { user } = await openTask('/queues/recharges/12');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Top-up #12 by Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Open full screen: Proof of the transfer for top-up #12' }),
    ).toBeInTheDocument();
    expect(screen.getByText('USDT · TRC20')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent[0]).toEqual({ operation: 'claim', body: { kind: 'recharge', id: '12' } }),
    );
    const amount = screen.getByRole('textbox', { name: 'Amount to credit (USD)' });
    expect(amount).toHaveValue('120.00');

    await user.clear(amount);
    await user.type(amount, '95.50');
    await user.click(screen.getByRole('button', { name: 'Credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit $95.50 to Ada Lovelace?' });
    expect(sent.filter(({ operation }) => operation === 'review')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));

    expect(await screen.findByText('$95.50 credited. The customer has been notified.')).toBeInTheDocument();
    expect(sent.filter(({ operation }) => operation === 'review')).toEqual([
      { operation: 'review', body: { id: '12', approve: 'true', message: '', actual_amount_minor: '9550' } },
    ]);
    expect(screen.queryByRole('button', { name: 'Credit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the next task' })).toHaveAttribute(
      'href',
      '/queues/recharges/13',
    );
  });

  it('asks for the reason before refusing, and sends no amount with a refusal', async () => {
    const sent = serveRecharge(rechargeDetail(), 'failed');
    const { user } = await openTask('/queues/recharges/12');
    await screen.findByRole('heading', { level: 1, name: 'Top-up #12 by Ada Lovelace' });

    // `r` refuses from the keyboard; without a reason the field says why.
    await user.keyboard('r');
    expect(await screen.findByText('Give the reason the customer will read.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message to the customer' }), 'Blurred proof');
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the top-up of Ada Lovelace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));

    await waitFor(() =>
      expect(sent.filter(({ operation }) => operation === 'review')).toEqual([
        { operation: 'review', body: { id: '12', approve: 'false', message: 'Blurred proof' } },
      ]),
    );
    expect(
      await screen.findByText('Refused. The customer has been notified with your reason.'),
    ).toBeInTheDocument();
  });

  it('shows who holds a task taken by another reviewer and offers no decision', async () => {
    serveRecharge(rechargeDetail({ task: { claim: claimedByOther, first_approval: null, history: [] } }));
    await openTask('/queues/recharges/12');
    expect(await screen.findByText(/Taken by Sam Second until/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Credit' })).not.toBeInTheDocument();
  });

  it('waits for a second reviewer after a first approval, and lets another reviewer confirm it', async () => {
    const first = {
      staff_id: 99,
      staff_name: 'Sam Second',
      amount_minor: 12_000,
      at: '2026-11-27T09:00:00.000Z',
    };
    const sent = serveRecharge(
      rechargeDetail({
        recharge: recharge({ state: 'in_review' }),
        task: { claim: null, first_approval: first, history: [] },
      }),
    );
    const { user } = await openTask('/queues/recharges/12');
    expect(
      await screen.findByText(
        /First approval by Sam Second for \$120.00 .*waiting for a second approval by another reviewer/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount to credit (USD)' })).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Confirm (second approval)' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm (second approval)' }),
    );
    await waitFor(() =>
      expect(sent.filter(({ operation }) => operation === 'review')[0]?.body['actual_amount_minor']).toBe(
        '12000',
      ),
    );
  });

  it('tells the first approver that another reviewer must confirm', async () => {
    const first = {
      staff_id: 5,
      staff_name: 'Rita Reviewer',
      amount_minor: 12_000,
      at: '2026-11-27T09:00:00.000Z',
    };
    serveRecharge(
      rechargeDetail({
        recharge: recharge({ state: 'in_review' }),
        task: { claim: null, first_approval: first, history: [] },
      }),
    );
    await openTask('/queues/recharges/12');
    expect(await screen.findByText(/You gave the first approval for \$120.00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm|Credit/ })).not.toBeInTheDocument();
  });

  it('says the first approval was recorded when the amount needs four eyes', async () => {
    serveRecharge(rechargeDetail(), 'in_review');
    const { user } = await openTask('/queues/recharges/12');
    await user.click(await screen.findByRole('button', { name: 'Credit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Credit' }));
    expect(
      await screen.findByText('First approval recorded: waiting for a second approval by another reviewer.'),
    ).toBeInTheDocument();
  });
});

describe('a shop registration’s review', () => {
  it('shows both sides of the ID document with the contact and address', async () => {
    server.use(
      operationHandler('getStaffMe', me, BASE_URL),
      operationHandler('getStaffShopRegistrationDetail', shopRegistrationDetail(), BASE_URL),
      operationHandler('getStaffTasks', queuePage([]), BASE_URL),
      operationHandler('releaseStaffTask', { done: true } as never, BASE_URL),
    );
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

describe('a return’s review', () => {
  /** The server's return #14: its refund answered as the first of two approvals (four eyes). */
  function serveReturn(detail = returnDetail()) {
    const sent: Record<string, string>[] = [];
    server.use(
      operationHandler('getStaffMe', me, BASE_URL),
      operationHandler('getStaffReturnDetail', detail, BASE_URL),
      operationHandler('getStaffTasks', queuePage([]), BASE_URL),
      operationHandler(
        'claimStaffTask',
        {
          kind: 'return',
          id: 14,
          claim: { ...claimedByOther!, staff_id: 5, staff_name: 'Rita Reviewer', mine: true },
        },
        BASE_URL,
      ),
      operationHandler('releaseStaffTask', { done: true } as never, BASE_URL),
      operationHandler(
        'reviewRefund',
        async (request) => {
          sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
          return {
            id: 14,
            order_id: 41,
            status: 'in_review' as const,
            refund_amount_minor: 0,
            message: '',
            decided_at: '2026-11-27T10:00:00.000Z',
          };
        },
        BASE_URL,
      ),
    );
    return sent;
  }

  it('says a large refund’s approval was the first of two, and a second reviewer confirms one', async () => {
    const sent = serveReturn();
    const { user } = await openTask('/queues/returns/14');
    await user.click(await screen.findByRole('button', { name: 'Approve the refund' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve the refund' }),
    );
    expect(
      await screen.findByText('First approval recorded: waiting for a second approval by another reviewer.'),
    ).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ id: '14', approve: 'true' });
  });

  it('shows another reviewer’s first approval of the refund and offers to confirm it', async () => {
    const first = {
      staff_id: 99,
      staff_name: 'Sam Second',
      amount_minor: 2_450,
      at: '2026-11-27T09:00:00.000Z',
    };
    serveReturn({ ...returnDetail(), task: { claim: null, first_approval: first, history: [] } });
    await openTask('/queues/returns/14');
    expect(
      await screen.findByText(
        /First approval by Sam Second for \$24.50 .*waiting for a second approval by another reviewer/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm (second approval)' })).toBeInTheDocument();
  });
});
