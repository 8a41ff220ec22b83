import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import { creditWallet } from '@mall/server-wallet';
import { messagesAfter } from '@mall/server-live';
import { cancelDueOrders, orderHistoryOf } from '@mall/server-orders';
import {
  getJson,
  makeStaff,
  placeOrderOf,
  postJson,
  type ProductFixture,
  rowsOf,
  seedShops,
  shopperWithAddress,
} from './buying-fixtures';
import { createTestApp, signUp, type TestApp } from './harness';
import { workspaceRoot } from './server-process';

/** The user's notices, newest first: type, title and content in English. */
const noticesOf = async (api: TestApp, token: string) =>
  (await getJson(api, '/api/customer/user/notices', token)).body.data.list.map(
    ({ type, title, content }: { type: number; title: string; content: string }) => ({
      type,
      title,
      content,
    }),
  );

const eventsOf = (api: TestApp, orderId: number) =>
  rowsOf<{ type: string; sequence: number; payload: Record<string, unknown> }>(
    api.database.db,
    sql`select type, sequence, payload from domain_events
         where aggregate_type = 'order' and aggregate_id = ${String(orderId)} order by sequence`,
  );

describe('order history and events', () => {
  let api: TestApp;
  let kettle: ProductFixture;
  let staffToken: string;
  let staffId: number;
  before(async () => {
    api = await createTestApp({ ORDER_AUTO_CANCEL_INTERVAL_SECONDS: '0' });
    const { product } = await seedShops(api.database.db);
    kettle = await product(0, 'History Kettle', 2_500, 50);
    const staff = await signUp(api, 'history-staff@example.com');
    await makeStaff(api.database.db, staff.id);
    staffToken = staff.token;
    staffId = staff.id;
  });
  after(() => api.close());

  it('records every step with who took it, and emits each as the order’s next event', async () => {
    const shopper = await shopperWithAddress(api, 'history-buyer@example.com');
    await api.database.db.transaction((tx) =>
      creditWallet(tx, { userId: shopper.id, amountMinor: 100_000, key: 'history-credit' }),
    );
    const [order] = await placeOrderOf(api, shopper, [[kettle.id, 1]]);
    const steps: [string, Record<string, unknown>, string][] = [
      ['/api/customer/order/pay', { order_id: order!.order_id, method: 'wallet' }, shopper.token],
      [
        '/api/staff/orders/ship',
        { order_id: order!.order_id, log_sn: 'SF-42', carrier: 'Swift' },
        staffToken,
      ],
      ['/api/staff/orders/advance', { order_id: order!.order_id, delivery_state: 'delivered' }, staffToken],
      ['/api/customer/order/complete', { order_id: order!.order_id }, shopper.token],
    ];
    for (const [url, payload, token] of steps)
      expect((await postJson(api, url, payload, token)).body.code).toBe(200);

    const history = await orderHistoryOf(api.database.db, order!.order_id);
    expect(history.map(({ axis, from, to, actor }) => [axis, from, to, actor])).toEqual([
      ['payment', null, 'unpaid', 'shopper'],
      ['payment', 'unpaid', 'paid', 'shopper'],
      ['delivery', 'to_ship', 'shipped', 'staff'],
      ['delivery', 'shipped', 'delivered', 'staff'],
      ['delivery', 'delivered', 'completed', 'shopper'],
    ]);
    const events = await eventsOf(api, order!.order_id);
    expect(events.map(({ type, sequence }) => [sequence, type])).toEqual([
      [1, 'order.placed'],
      [2, 'order.paid'],
      [3, 'order.shipped'],
      [4, 'order.delivered'],
      [5, 'order.completed'],
    ]);
    // The database writes the placed and the wallet's paid events (`place_order`, `pay_order_from_wallet`), the
    // services every later one (`transitionOrder`): one payload shape.
    const [placed, paid, shipped] = events;
    expect(placed!.payload).toEqual({
      ...paid!.payload,
      paymentMethod: null,
      from: null,
      to: 'unpaid',
    });
    expect(shipped!.payload).toEqual({
      ...paid!.payload,
      axis: 'delivery',
      from: 'to_ship',
      to: 'shipped',
      actor: { kind: 'staff', id: staffId },
      carrier: 'Swift',
      logSn: 'SF-42',
    });
    expect(paid!.payload).toMatchObject({
      orderId: order!.order_id,
      orderSn: order!.order_sn,
      userId: shopper.id,
      totalMinor: order!.total_minor,
      actor: { kind: 'shopper', id: shopper.id },
    });
    // The shopper hears of each step, newest first; the shipped one names the carrier and tracking number.
    const sn = order!.order_sn;
    expect(await noticesOf(api, shopper.token)).toEqual([
      {
        type: 600,
        title: 'Order delivered',
        content: `Order ${sn} was delivered. Confirm receipt once everything is right.`,
      },
      {
        type: 600,
        title: 'Order shipped',
        content: `Order ${sn} is on its way with Swift, tracking number SF-42.`,
      },
      { type: 600, title: 'Order paid', content: `Order ${sn} is paid. North Shop will ship it soon.` },
    ]);
    // The shopper's open tabs hear of it live: each step's order states, each notice and the unread count.
    const live = await messagesAfter(api.database.db, shopper.id, 0);
    expect(live.filter((message) => message.kind === 'order').map((message) => message.data)).toEqual([
      { id: order!.order_id, payment_state: 'paid', delivery_state: 'to_ship' },
      { id: order!.order_id, payment_state: 'paid', delivery_state: 'shipped' },
      { id: order!.order_id, payment_state: 'paid', delivery_state: 'delivered' },
      { id: order!.order_id, payment_state: 'paid', delivery_state: 'completed' },
    ]);
    expect(live.filter((message) => message.kind === 'badges').map((message) => message.data)).toEqual([
      { notice: { count: 1 } },
      { notice: { count: 2 } },
      { notice: { count: 3 } },
    ]);
    expect(live.find((message) => message.kind === 'notice')?.data).toMatchObject({
      type: 600,
      title: 'Order paid',
    });
    expect(events[2]!.payload).toMatchObject({
      orderId: order!.order_id,
      userId: shopper.id,
      carrier: 'Swift',
      logSn: 'SF-42',
      actor: { kind: 'staff', id: staffId },
    });
  });

  it('says who cancelled and why: the shopper with a remark, the system when time ran out', async () => {
    const shopper = await shopperWithAddress(api, 'history-canceller@example.com');
    const [byShopper] = await placeOrderOf(api, shopper, [[kettle.id, 1]]);
    const cancelled = await postJson(
      api,
      '/api/customer/order/cancel',
      { order_id: byShopper!.order_id, remark: 'Ordered the wrong colour' },
      shopper.token,
    );
    expect(cancelled.body.code).toBe(200);
    const [byClock] = await placeOrderOf(api, shopper, [[kettle.id, 1]]);
    await api.database.db.execute(
      sql`update orders set auto_cancel_at = now() - interval '1 minute' where id = ${byClock!.order_id}`,
    );
    expect(await cancelDueOrders(api.database.db)).toBe(1);

    expect((await orderHistoryOf(api.database.db, byShopper!.order_id)).at(-1)).toMatchObject({
      to: 'cancelled',
      actor: 'shopper',
      remark: 'Ordered the wrong colour',
    });
    expect((await orderHistoryOf(api.database.db, byClock!.order_id)).at(-1)).toMatchObject({
      to: 'cancelled',
      actor: 'system',
      remark: null,
    });
    const [autoCancelled, cancelledByShopper] = await noticesOf(api, shopper.token);
    expect(cancelledByShopper).toEqual({
      type: 600,
      title: 'Order cancelled',
      content: `Order ${byShopper!.order_sn} was cancelled at your request: Ordered the wrong colour`,
    });
    expect(autoCancelled!.content).toBe(
      `Order ${byClock!.order_sn} was cancelled because it was not paid in time. Its items are back on sale.`,
    );
    expect((await eventsOf(api, byClock!.order_id)).at(-1)).toMatchObject({
      type: 'order.cancelled',
      payload: expect.objectContaining({ actor: { kind: 'system' }, from: 'unpaid' }),
    });
  });
});

describe('one way to change an order’s state', () => {
  /** A write of a state column: a state in an object literal, or `set … payment_state` in SQL. */
  const STATE_WRITE =
    /\b(paymentState|deliveryState)\s*:\s*(?!orders\.)['a-z]|\bset\b[^;`]*\b(payment_state|delivery_state)\s*=/;

  it('recognises a direct write', () => {
    expect(STATE_WRITE.test(`.set({ paymentState: 'cancelled', cancelledAt: now })`)).toBe(true);
    expect(STATE_WRITE.test(`{ deliveryState: to, deliveredAt: now }`)).toBe(true);
    expect(STATE_WRITE.test('update orders set delivery_state = $1 where id = $2')).toBe(true);
    expect(STATE_WRITE.test('paymentState: PaymentState;')).toBe(false);
    expect(STATE_WRITE.test('.select({ paymentState: orders.paymentState })')).toBe(false);
    expect(STATE_WRITE.test(`if (order.paymentState !== 'paid') return;`)).toBe(false);
  });

  it('finds no service that writes an order’s state but transitionOrder', () => {
    const folder = join(workspaceRoot, 'libs/server');
    const offenders: string[] = [];
    for (const domain of readdirSync(folder, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    )) {
      const source = join(folder, domain.name, 'src');
      for (const file of readdirSync(source, { recursive: true }) as string[]) {
        if (!file.endsWith('.ts') || file.endsWith('.spec.ts')) continue;
        if (domain.name === 'orders' && ['transitions.ts', 'tables.ts', 'states.ts'].includes(file)) continue;
        readFileSync(join(source, file), 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (STATE_WRITE.test(line))
              offenders.push(`libs/server/${domain.name}/src/${file}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(offenders).toEqual([]);
  });
});
