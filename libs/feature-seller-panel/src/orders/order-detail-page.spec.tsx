import type { SellerOrderDetail } from '@mall/sdk';
import { operationHandler } from '@mall/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { cancellation, history, order } from '../testing/fixtures';
import { BASE_URL, renderPage, signedInStorage, startApiServer } from '../testing/render-page';
import { OrderDetailPage } from './order-detail-page';
import { OrdersPage } from './orders-page';

const server = startApiServer();

/** The order on the server, changed by what the page sends. */
function serveOrder(state: { order: SellerOrderDetail }) {
  const sent: Array<Record<string, string>> = [];
  const update = (change: Partial<SellerOrderDetail>) => {
    state.order = { ...state.order, ...change };
    return {
      order_id: state.order.id,
      payment_state: state.order.payment_state,
      delivery_state: state.order.delivery_state,
      carrier: state.order.carrier,
      log_sn: state.order.log_sn,
      shipped_at: null,
      delivered_at: null,
    };
  };
  server.use(
    operationHandler('getSellerOrderDetail', () => state.order, BASE_URL),
    operationHandler(
      'shipSellerOrder',
      async (request) => {
        const body = Object.fromEntries(new URLSearchParams(await request.text()));
        sent.push(body);
        return update({ delivery_state: 'shipped', log_sn: body['log_sn']!, carrier: body['carrier']! });
      },
      BASE_URL,
    ),
    operationHandler(
      'advanceSellerOrderDelivery',
      async (request) => {
        const body = Object.fromEntries(new URLSearchParams(await request.text()));
        sent.push(body);
        return update({ delivery_state: body['delivery_state'] as 'in_transit' | 'delivered' });
      },
      BASE_URL,
    ),
  );
  return sent;
}

const renderDetail = () =>
  renderPage(<OrderDetailPage />, { path: '/orders/:id', route: '/orders/41', storage: signedInStorage() });

describe('OrderDetailPage', () => {
  it('ships a paid order with its logistics number and carrier, then moves it along after confirming', async () => {
    const sent = serveOrder({ order: order() });
    const { user } = await renderDetail();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order M2026011500041' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('1 Navy Yard')).toBeInTheDocument();

    const ship = screen.getByRole('region', { name: 'Ship this order' });
    await user.click(within(ship).getByRole('button', { name: 'Ship the order' }));
    expect(await within(ship).findByText('Enter the logistics number.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(ship).getByLabelText(/Logistics number/), ' SF123456789 ');
    await user.type(within(ship).getByLabelText(/Carrier/), 'SF Express');
    await user.click(within(ship).getByRole('button', { name: 'Ship the order' }));
    const shipped = await screen.findByRole('region', { name: 'Shipped' });
    expect(within(shipped).getByText('SF123456789')).toBeInTheDocument();
    expect(sent).toEqual([{ order_id: '41', log_sn: 'SF123456789', carrier: 'SF Express' }]);

    await user.click(within(shipped).getByRole('button', { name: 'Mark as in transit' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as in transit' });
    expect(dialog).toHaveAccessibleDescription(
      'Change the delivery state of order M2026011500041 to “In transit”?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('region', { name: 'In transit' })).toBeInTheDocument();
    await waitFor(() => expect(sent.at(-1)).toEqual({ order_id: '41', delivery_state: 'in_transit' }));
    expect(screen.getByRole('button', { name: 'Mark as delivered' })).toBeInTheDocument();
  });

  it('offers no shipping for a cancelled order, and tracks who cancelled it and why', async () => {
    serveOrder({
      order: order({
        payment_state: 'cancelled',
        history: [history.placed, cancellation('shopper', 'Ordered the wrong size')],
      }),
    });
    await renderDetail();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship the order' })).not.toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).toHaveTextContent(
      /^✕Cancelled by the customerJan 15, 2026.*Reason: Ordered the wrong size$/,
    );
  });

  it('tracks the order: placed and paid, then what is still to come', async () => {
    serveOrder({ order: order() });
    await renderDetail();
    const progress = await screen.findByRole('list', { name: 'Order progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      expect.stringMatching(/^✓Placed \(done\)Jan 15, 2026/),
      expect.stringMatching(/^●PaidNowJan 15, 2026/),
      'Shipped (to come)',
      'Delivered (to come)',
      'Completed (to come)',
    ]);
  });
});

describe('OrdersPage', () => {
  it('lists the shop’s orders by delivery state, the tab kept in the address', async () => {
    const asked: string[] = [];
    server.use(
      operationHandler(
        'getSellerOrders',
        (request) => {
          asked.push(new URL(request.url).search);
          return {
            list: [{ ...order(), id: 41 }],
            page: 1,
            page_size: 50,
            total: 1,
            total_capped: false,
            has_more: false,
          };
        },
        BASE_URL,
      ),
    );
    const { user } = await renderPage(<OrdersPage />, { route: '/orders', storage: signedInStorage() });
    const link = await screen.findByRole('link', { name: 'Order M2026011500041' });
    expect(link).toHaveAttribute('href', '/orders/41');
    expect(screen.getByText('$54.00')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'To ship' }));
    await waitFor(() => expect(asked).toContain('?page=1&page_size=50&delivery_state=to_ship'));
    expect(asked[0]).toBe('?page=1&page_size=50');
  });

  it('says when a state has no orders', async () => {
    server.use(
      operationHandler(
        'getSellerOrders',
        { list: [], page: 1, page_size: 50, total: 0, total_capped: false, has_more: false },
        BASE_URL,
      ),
    );
    await renderPage(<OrdersPage />, { route: '/orders?state=delivered', storage: signedInStorage() });
    expect(await screen.findByRole('heading', { name: 'No orders here yet.' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Delivered' })).toHaveAttribute('aria-selected', 'true');
  });
});
