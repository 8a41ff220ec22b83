import type { OrderDetail } from '@mall/sdk';
import { envelope, operationFixtures, operationHandler } from '@mall/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { completedOrder, item, orderDetail, refund, scarfOrder, shippedOrder } from '../testing/fixtures';
import { BASE_URL, renderPage, startOrdersApi } from '../testing/render-page';
import { OrderDetailPage } from './order-detail-page';

const server = startOrdersApi();
const PAGE = '/pages/history/detail?id=42';

/** Serves order 42 as `order` and records the bodies the actions send, by operation. */
function serveOrder(order: OrderDetail) {
  const sent: Record<string, URLSearchParams> = {};
  const record = (name: string) => async (request: Request) => {
    sent[name] = new URLSearchParams(await request.text());
  };
  server.use(
    operationHandler('getOrderDetail', order, BASE_URL),
    operationHandler(
      'cancelOrder',
      async (request) => {
        await record('cancelOrder')(request);
        return { ...order, payment_state: 'cancelled', history_state: 'cancelled' };
      },
      BASE_URL,
    ),
    operationHandler(
      'completeOrder',
      async (request) => {
        await record('completeOrder')(request);
        return order;
      },
      BASE_URL,
    ),
    operationHandler(
      'commentOrderItem',
      async (request) => {
        await record('commentOrderItem')(request);
        return operationFixtures.commentOrderItem;
      },
      BASE_URL,
    ),
    operationHandler(
      'requestRefund',
      async (request) => {
        await record('requestRefund')(request);
        return refund(1);
      },
      BASE_URL,
    ),
  );
  return sent;
}

const facts = (name: string) => {
  const section = screen.getByRole('region', { name });
  return within(section)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
};

describe('OrderDetailPage', () => {
  it('shows every field of the order, amounts in its locked currency with US dollars beside', async () => {
    serveOrder(
      completedOrder({
        display_currency: { code: 'THB', symbol: '฿', rate: 36.5, decimals: 2 },
        cancel_remark: null,
      }),
    );
    await renderPage(<OrderDetailPage />, { route: PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    expect(document.title).toBe('Order details · Mall');

    const items = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Teapot 1฿456.25 × 2 = ฿912.50');
    expect(items[1]).toHaveTextContent('Teapot 2฿364.64 × 1 = ฿364.64');

    expect(facts('Amounts')).toEqual([
      'Items: ฿1,277.14$34.99 in US dollars',
      'Delivery fee: ฿182.50$5.00 in US dollars',
      'Total: ฿1,459.64$39.99 in US dollars',
      'Amount paid: ฿1,459.64$39.99 in US dollars',
    ]);
    expect(facts('Order')).toEqual([
      'Order number: M202601150042',
      'Shop: Green Leaf',
      expect.stringMatching(/^Placed: Jan 15, 2026/),
      expect.stringMatching(/^Paid: Jan 15, 2026/),
      expect.stringMatching(/^Shipped: Jan 16, 2026/),
      expect.stringMatching(/^Completed: Jan 20, 2026/),
      'Cancelled: —',
      'Your note: Leave it with the porter',
      'Cancellation reason: —',
    ]);
    expect(facts('Payment')).toEqual([
      'Price: ฿1,459.64$39.99 in US dollars',
      'Payment: Paid',
      'Payment method: Bank cardCard ending in 4242Sandbox payment: no real money moved',
    ]);
    expect(facts('Delivery')).toEqual([
      'Delivery: Receipt confirmed',
      'Delivery option: Standard delivery',
      'Tracking number: SF1234567890',
    ]);
    expect(facts('Delivery address')).toEqual([
      'Name: Ada Lovelace',
      'Delivery address: 12 St James Square, London, Greater London, SW1Y 4JH, United Kingdom',
      'Email: ada@example.com',
      'Telephone: +44 20 7946 0000',
    ]);
    expect(facts('Customer')).toEqual([
      'Name: Ada Lovelace',
      'Email: ada@example.com',
      'Telephone: +44 20 7946 0000',
    ]);
    expect(screen.getByText(/Amounts in THB at the rate of the moment you ordered/)).toBeInTheDocument();
  });

  it('shows the amount paid as the total the lines add up to, in the rate locked into the order', async () => {
    serveOrder(scarfOrder());
    await renderPage(<OrderDetailPage />, { route: PAGE, language: 'zh' });
    // The page's heading shows while the order loads: wait for the order's own section.
    const amounts = within(await screen.findByRole('region', { name: '金额' }));
    // Total and amount paid are both 3 × ฿495.86 (the delivery and pay steps' amount), never ฿1,487.57.
    expect(amounts.getAllByText('฿1,487.58')).toHaveLength(3);
    expect(screen.queryByText('฿1,487.57')).not.toBeInTheDocument();
  });

  it('offers only what can be done now: a shipped order’s receipt, nothing for its items yet', async () => {
    serveOrder(shippedOrder());
    await renderPage(<OrderDetailPage />, { route: PAGE });
    expect(await screen.findByRole('button', { name: 'Confirm receipt' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Actions for Teapot 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Order progress' })).toHaveTextContent(
      'Carrier: Swift FreightTracking number: SF1234567890',
    );
  });

  it('says why a completed order’s item cannot be reviewed or returned again', async () => {
    serveOrder(completedOrder({ items: [item(1, { commented: true, refund_state: 'pending' })] }));
    await renderPage(<OrderDetailPage />, { route: PAGE });
    const firstItem = await screen.findByRole('group', { name: 'Actions for Teapot 1' });
    expect(within(firstItem).getByRole('button', { name: 'Write a review' })).toHaveAccessibleDescription(
      'You have already reviewed this item.',
    );
    expect(within(firstItem).getByRole('button', { name: 'Return' })).toHaveAccessibleDescription(
      'A return was already requested for this item.',
    );
  });

  it('cancels with the remark the shopper typed, after asking', async () => {
    const sent = serveOrder(orderDetail());
    const { user } = await renderPage(<OrderDetailPage />, { route: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent['cancelOrder']).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const again = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(again).getByRole('textbox', { name: 'Reason (optional)' }));
    await user.paste('  Ordered the wrong size ');
    await user.click(within(again).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Your order was cancelled.')).toHaveAttribute('role', 'status');
    expect(Object.fromEntries(sent['cancelOrder']!)).toEqual({
      order_id: '42',
      remark: 'Ordered the wrong size',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('explains a cancel refused because the order shipped meanwhile (2000033)', async () => {
    let shipped = false;
    server.use(
      operationHandler(
        'getOrderDetail',
        () => (shipped ? orderDetail({ payment_state: 'paid', delivery_state: 'shipped' }) : orderDetail()),
        BASE_URL,
      ),
      operationHandler(
        'cancelOrder',
        () => {
          shipped = true;
          return envelope(null, 2000033, 'This order has already been shipped and cannot be cancelled.');
        },
        BASE_URL,
      ),
    );
    const { user, toasts } = await renderPage(<OrderDetailPage />, { route: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', {
        name: 'Cancel order',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The refetched order is shipped: cancelling is no longer offered, confirming receipt is.
    expect(await screen.findByRole('button', { name: 'Confirm receipt' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(toasts.map((toast) => toast.message)).toEqual([
      'This order has already been shipped and cannot be cancelled.',
    ]);
    expect(screen.queryByText('Your order was cancelled.')).not.toBeInTheDocument();
  });

  it('goes to the pay page after confirming', async () => {
    serveOrder(orderDetail());
    const { user } = await renderPage(<OrderDetailPage />, { route: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Pay for this order?' })).getByRole('button', {
        name: 'Go to payment',
      }),
    );
    expect(await screen.findByText('Now at /pages/cart/pay?orders=42')).toBeInTheDocument();
  });

  it('confirms receipt after asking', async () => {
    const sent = serveOrder(
      orderDetail({ payment_state: 'paid', delivery_state: 'delivered', history_state: 'delivered' }),
    );
    const { user } = await renderPage(<OrderDetailPage />, { route: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm that you received this order?' })).getByRole(
        'button',
        {
          name: 'Yes, I received it',
        },
      ),
    );
    expect(await screen.findByText('Thank you: the order is completed.')).toHaveAttribute('role', 'status');
    expect(Object.fromEntries(sent['completeOrder']!)).toEqual({ order_id: '42' });
  });

  it('checks a review before posting it: a rating of 1 to 5 and some words', async () => {
    const sent = serveOrder(completedOrder());
    const { user } = await renderPage(<OrderDetailPage />, { route: PAGE });
    const firstItem = await screen.findByRole('group', { name: 'Actions for Teapot 1' });
    await user.click(within(firstItem).getByRole('button', { name: 'Write a review' }));
    const sheet = screen.getByRole('dialog', { name: 'Review: Teapot 1' });
    await user.click(within(sheet).getByRole('button', { name: 'Post review' }));
    expect(await within(sheet).findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(within(sheet).getByText('Write a few words about the item.')).toBeInTheDocument();
    expect(sent['commentOrderItem']).toBeUndefined();

    await user.click(within(sheet).getByRole('radio', { name: '4 of 5 stars' }));
    await user.click(within(sheet).getByRole('textbox', { name: 'Your review' }));
    await user.paste('Pours without a drip');
    await user.click(within(sheet).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Thank you for your review.')).toHaveAttribute('role', 'status');
    expect(Object.fromEntries(sent['commentOrderItem']!)).toEqual({
      order_id: '42',
      item_id: '1',
      rating: '4',
      content: 'Pours without a drip',
    });
  });

  it('requests a return of at most the quantity bought, with a reason', async () => {
    const sent = serveOrder(
      completedOrder({
        completed_at: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
        items: [item(1, { quantity: 2 })],
      }),
    );
    const { user } = await renderPage(<OrderDetailPage />, { route: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Return' }));
    const sheet = screen.getByRole('dialog', { name: 'Return: Teapot 1' });
    expect(within(sheet).getByText('You bought 2.')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'One fewer' }));
    await user.click(within(sheet).getByRole('textbox', { name: 'Reason' }));
    await user.paste('The lid is cracked');
    await user.click(within(sheet).getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText('Your return request was sent.')).toHaveAttribute('role', 'status');
    expect(Object.fromEntries(sent['requestRefund']!)).toEqual({
      order_id: '42',
      item_id: '1',
      quantity: '1',
      reason: 'The lid is cracked',
    });
  });

  it('uploads the chosen pictures for a return and sends their ids', async () => {
    const sent = serveOrder(completedOrder({ completed_at: new Date(Date.now() - 60_000).toISOString() }));
    let nextId = 70;
    server.use(
      operationHandler(
        'uploadFile',
        () => {
          nextId += 1;
          return { ...operationFixtures.uploadFile, id: nextId };
        },
        BASE_URL,
      ),
    );
    const { user } = await renderPage(<OrderDetailPage />, { route: PAGE });
    const firstItem = await screen.findByRole('group', { name: 'Actions for Teapot 1' });
    await user.click(within(firstItem).getByRole('button', { name: 'Return' }));
    const sheet = screen.getByRole('dialog', { name: 'Return: Teapot 1' });
    await user.upload(within(sheet).getByLabelText('Pictures (optional)'), [
      new File(['a'], 'lid.png', { type: 'image/png' }),
      new File(['b'], 'crack.png', { type: 'image/png' }),
    ]);
    await user.click(within(sheet).getByRole('textbox', { name: 'Reason' }));
    await user.paste('Cracked lid');
    await user.click(within(sheet).getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText('Your return request was sent.')).toBeInTheDocument();
    expect(nextId).toBe(72);
    expect(sent['requestRefund']!.getAll('image_file_ids')).toEqual(['71', '72']);
    expect(sent['requestRefund']!.get('quantity')).toBe('2');
  });

  it('says there is no such order when the address names none', async () => {
    await renderPage(<OrderDetailPage />, { route: '/pages/history/detail?id=abc' });
    expect(await screen.findByRole('heading', { name: 'This order does not exist.' })).toBeInTheDocument();
  });

  it('shows the time left to pay an unpaid order', async () => {
    serveOrder(
      orderDetail({ auto_cancel_at: new Date(Date.now() + (2 * 3600 + 5 * 60 + 9) * 1000).toISOString() }),
    );
    await renderPage(<OrderDetailPage />, { route: PAGE });
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^Time left to pay: 2:05:0\d$/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
  });
});

describe('OrderDetailPage follow', () => {
  it("follows the order's shop from the order", async () => {
    const order = orderDetail();
    serveOrder(order);
    let state = { shop_id: order.shop.id, followed: false, follower_count: 41, notify: false };
    server.use(
      operationHandler('getShopFollowState', () => state, BASE_URL),
      operationHandler(
        'followShop',
        () => {
          state = { ...state, followed: true, follower_count: 42 };
          return state;
        },
        BASE_URL,
      ),
    );
    const { user } = await renderPage(<OrderDetailPage />, { route: PAGE });
    const section = await screen.findByRole('region', { name: 'Order' });
    expect(await within(section).findByText('Followers: 41')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Follow' }));
    expect(await within(section).findByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(within(section).getByText('Followers: 42')).toBeInTheDocument();
  });
});
