import { errorHandler, operationHandler } from '@mall/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { refund, refundsPage } from '../testing/fixtures';
import { BASE_URL, renderPage, startOrdersApi } from '../testing/render-page';
import { RefundsPage } from './refunds-page';

const server = startOrdersApi();
const PAGE = '/pages/mine/refund_sent';

function serveRefunds(byState: Record<string, ReturnType<typeof refundsPage>>) {
  const asked: string[] = [];
  const withdrawn: string[] = [];
  server.use(
    operationHandler(
      'getRefunds',
      (request) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return byState[url.searchParams.get('state') ?? ''] ?? refundsPage([]);
      },
      BASE_URL,
    ),
    operationHandler(
      'cancelRefund',
      async (request) => {
        withdrawn.push(await request.text());
        return refund(1, { state: 'cancelled' });
      },
      BASE_URL,
    ),
  );
  return { asked, withdrawn };
}

describe('RefundsPage', () => {
  it('lists each return with its item, amount, state, reason and the reviewer’s message', async () => {
    serveRefunds({
      '': refundsPage([
        refund(2, { state: 'refused', staff_message: 'The photos show no damage' }),
        refund(1),
      ]),
    });
    await renderPage(<RefundsPage />, { route: PAGE });
    const cards = await screen.findAllByRole('article');
    expect(document.title).toBe('My returns · Mall');
    expect(cards[0]).toHaveTextContent(/Teapot 1Refused/);
    expect(cards[0]).toHaveTextContent(
      /Quantity1Refund\$12\.50ReasonThe lid is crackedReviewer's messageThe photos show no damage/,
    );
    expect(within(cards[0]!).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Order M20260115042' })).toHaveAttribute(
      'href',
      '/pages/history/detail?id=42',
    );
    expect(cards[1]).toHaveTextContent('Waiting for review');
    expect(cards[1]).toHaveTextContent('Not reviewed yet');
    expect(within(cards[1]!).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('filters by state tab and says when a tab is empty', async () => {
    const { asked } = serveRefunds({ '': refundsPage([refund(1)]) });
    const { user, router } = await renderPage(<RefundsPage />, { route: PAGE });
    await screen.findByRole('article');
    await user.click(screen.getByRole('tab', { name: 'Refunded' }));
    expect(
      await screen.findByRole('heading', { name: 'No returns have been refunded yet.' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=refunded');
    expect(asked).toEqual(['?page=1&page_size=10', '?page=1&page_size=10&state=refunded']);
  });

  it('withdraws a pending return only after confirming', async () => {
    const { withdrawn } = serveRefunds({ '': refundsPage([refund(1)]) });
    const { user } = await renderPage(<RefundsPage />, { route: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this return request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    expect(withdrawn).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Withdraw this return request?' })).getByRole('button', {
        name: 'Withdraw request',
      }),
    );
    expect(await screen.findByText('Your return request was withdrawn.')).toHaveAttribute('role', 'status');
    expect(withdrawn).toEqual(['id=1']);
  });

  it('keeps the dialog open when the server says the return was already withdrawn', async () => {
    serveRefunds({ '': refundsPage([refund(1)]) });
    server.use(errorHandler('cancelRefund', 2000013, 'This return request has been cancelled.', BASE_URL));
    const { user, toasts } = await renderPage(<RefundsPage />, { route: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() =>
      expect(toasts.map((toast) => toast.message)).toEqual(['This return request has been cancelled.']),
    );
    expect(screen.getByRole('dialog', { name: 'Withdraw this return request?' })).toBeInTheDocument();
  });
});
