import { operationHandler } from '@mall/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { item, orderSummary, ordersPage } from '../testing/fixtures';
import { BASE_URL, renderPage, startOrdersApi } from '../testing/render-page';
import { PurchaseHistoryPage } from './purchase-history-page';

const server = startOrdersApi();
const PAGE = '/pages/history/purchase';

/** Serves `byState` per requested history label ('' for All) and records each request's query string. */
function serveOrders(byState: Record<string, ReturnType<typeof ordersPage>>) {
  const asked: string[] = [];
  server.use(
    operationHandler(
      'getOrders',
      (request) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return byState[url.searchParams.get('state') ?? ''] ?? ordersPage([]);
      },
      BASE_URL,
    ),
  );
  return asked;
}

describe('PurchaseHistoryPage', () => {
  it('lists the orders with number, date, shop, items, total, state and main action', async () => {
    serveOrders({
      '': ordersPage([
        orderSummary(2),
        orderSummary(1, {
          payment_state: 'paid',
          delivery_state: 'shipped',
          history_state: 'on_the_way',
          payment_method: 'wallet',
          auto_cancel_at: null,
        }),
      ]),
    });
    await renderPage(<PurchaseHistoryPage />, { route: PAGE });
    expect(screen.getByRole('progressbar', { name: 'Loading your orders…' })).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(document.title).toBe('My orders · Mall');
    expect(cards).toHaveLength(2);
    const unpaid = within(cards[0]!);
    expect(unpaid.getByRole('link', { name: 'Order M20260115002' })).toHaveAttribute(
      'href',
      '/pages/history/detail?id=2',
    );
    expect(cards[0]).toHaveTextContent(/Green Leaf · Placed on Jan 15, 2026/);
    expect(cards[0]).toHaveTextContent('Teapot 1× 2');
    expect(cards[0]).toHaveTextContent('Items: 2 Total $30.00');
    expect(unpaid.getByText('Pending payment')).toBeInTheDocument();
    expect(unpaid.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/pages/cart/pay?orders=2');

    const shipped = within(cards[1]!);
    expect(shipped.getByText('On the way')).toBeInTheDocument();
    expect(shipped.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(shipped.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/pages/history/detail?id=1',
    );
  });

  it('shows each order’s total in the rate locked when it was placed, as its lines add up', async () => {
    serveOrders({
      '': ordersPage([
        orderSummary(3, {
          items: [item(1, { unit_price_minor: 1_366, quantity: 3, line_total_minor: 4_098 })],
          items_count: 3,
          total_minor: 4_098,
          delivery_fee_minor: 0,
          display_currency: { code: 'THB', symbol: '฿', rate: 36.3, decimals: 2 },
        }),
      ]),
    });
    // The session shows US dollars now; the order was placed in baht at 36.3.
    await renderPage(<PurchaseHistoryPage />, { route: PAGE });
    const [card] = await screen.findAllByRole('article');
    expect(card).toHaveTextContent('Items: 3 Total ฿1,487.58');
  });

  it('filters by the chosen tab, keeps it in the URL and says when a tab is empty', async () => {
    const asked = serveOrders({
      '': ordersPage([orderSummary(1)]),
      cancelled: ordersPage([]),
    });
    const { user, router } = await renderPage(<PurchaseHistoryPage />, { route: PAGE });
    const tabs = screen.getByRole('tablist', { name: 'Orders by state' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'All',
      'Pending payment',
      'To be shipped',
      'On the way',
      'In transit',
      'Delivered',
      'Cancelled',
    ]);
    await screen.findByRole('article');

    await user.click(within(tabs).getByRole('tab', { name: 'Cancelled' }));
    expect(await screen.findByRole('heading', { name: 'You have no cancelled orders.' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?state=cancelled');
    expect(asked).toEqual(['?page=1&page_size=10', '?page=1&page_size=10&state=cancelled']);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('opens on the tab the URL names, and moves between tabs with the arrow keys', async () => {
    const asked = serveOrders({ to_deliver: ordersPage([orderSummary(3, { history_state: 'to_deliver' })]) });
    const { user, router } = await renderPage(<PurchaseHistoryPage />, { route: `${PAGE}?state=to_deliver` });
    expect(await screen.findByRole('article')).toHaveTextContent('To be shipped');
    expect(screen.getByRole('tab', { name: 'To be shipped' })).toHaveAttribute('aria-selected', 'true');

    screen.getByRole('tab', { name: 'To be shipped' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?state=on_the_way'));
    expect(asked.at(-1)).toBe('?page=1&page_size=10&state=on_the_way');
    expect(await screen.findByRole('heading', { name: 'No orders are on the way.' })).toBeInTheDocument();
  });

  it('pages through the orders', async () => {
    const asked = serveOrders({ '': ordersPage([orderSummary(1)], { total: 25, has_more: true }) });
    const { user, router } = await renderPage(<PurchaseHistoryPage />, { route: PAGE });
    const pages = await screen.findByRole('navigation', { name: 'Order pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(asked).toContain('?page=3&page_size=10'));
  });

  it('offers to try again when the orders cannot be loaded', async () => {
    server.use(http.get(`${BASE_URL}/customer/order/list`, () => new HttpResponse(null, { status: 500 })));
    const { user } = await renderPage(<PurchaseHistoryPage />, { route: PAGE });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your orders.');
    serveOrders({ '': ordersPage([orderSummary(1)]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});
