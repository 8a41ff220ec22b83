import { after, before, describe, it } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'expect';
import { cancelDueOrders } from '@mall/server-orders';
import { sandboxPaymentProvider } from '@mall/server-payments';
import { currencies, orders, products } from '../src/db/schema';
import { startOrderAutoCancel } from '../src/jobs/order-auto-cancel';
import { createTestApp, form, sampleAddress, type TestApp } from './harness';
import {
  addToCart,
  getJson,
  placeOrderOf,
  postJson,
  type ProductFixture,
  seedShops,
  shopperWithAddress,
  staffToken,
  stockOf,
} from './buying-fixtures';

let api: TestApp;
let pen: ProductFixture;
let lamp: ProductFixture;
let staff: string;
before(async () => {
  api = await createTestApp();
  const { product } = await seedShops(api.database.db);
  pen = await product(0, 'Pen', 250, 1_000);
  lamp = await product(1, 'Lamp', 4_999, 1_000);
  staff = await staffToken(api, 'staff@example.com');
});
after(() => api.close());

const ORDER_NOT_FOUND = 1500018;
const DELIVERY_SWITCH_FAILED = 2000005;
const RECEIPT_FAILED = 2000006;
const REVIEW_FAILED = 2000007;
const CANCELLATION_FAILED = 2000032;
const SHIPPED_NOT_CANCELLABLE = 2000033;
const INVALID_PARAMETERS = 1000008;
const STANDARD_FEE = 499;

type Shopper = Awaited<ReturnType<typeof shopperWithAddress>>;
const detail = (shopper: Shopper, id: number, lang = 'en') =>
  getJson(api, `/api/customer/order/detail/${id}`, shopper.token, lang);
const list = (shopper: Shopper, query = '') =>
  getJson(api, `/api/customer/order/list${query}`, shopper.token);
const cancel = (shopper: Shopper, orderId: number, remark?: string) =>
  postJson(
    api,
    '/api/customer/order/cancel',
    { order_id: orderId, ...(remark && { remark }) },
    shopper.token,
  );
const payCod = (shopper: Shopper, orderId: number) =>
  postJson(api, '/api/customer/order/pay', { order_id: orderId, method: 'cod' }, shopper.token);
const ship = (orderId: number, token = staff) =>
  postJson(
    api,
    '/api/staff/orders/ship',
    { order_id: orderId, log_sn: 'SF-1234', carrier: 'Swift Freight' },
    token,
  );
const advance = (orderId: number, to: string) =>
  postJson(api, '/api/staff/orders/advance', { order_id: orderId, delivery_state: to }, staff);
const complete = (shopper: Shopper, orderId: number) =>
  postJson(api, '/api/customer/order/complete', { order_id: orderId }, shopper.token);
const comment = (shopper: Shopper, orderId: number, itemId: number, rating: number) =>
  postJson(
    api,
    '/api/customer/order/comment',
    { order_id: orderId, item_id: itemId, rating, content: 'Writes well' },
    shopper.token,
  );

describe('orders', () => {
  let ada: Shopper;
  let bob: Shopper;
  before(async () => {
    ada = await shopperWithAddress(api, 'orders-ada@example.com');
    bob = await shopperWithAddress(api, 'orders-bob@example.com');
  });

  it('shows an order with every field', async () => {
    const [placed] = await placeOrderOf(api, ada, [[pen.id, 2]]);
    const { body } = await detail(ada, placed!.order_id, 'zh');
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      id: placed!.order_id,
      order_sn: placed!.order_sn,
      created_at: expect.any(String),
      shop: { id: pen.shopId, name: 'North Shop' },
      payment_state: 'unpaid',
      delivery_state: 'to_ship',
      history_state: 'pending_payment',
      payment_method: null,
      total_minor: 500 + STANDARD_FEE,
      items_count: 2,
      items: [
        {
          item_id: expect.any(Number),
          product_id: pen.id,
          name: { text: 'Pen（中文）', lang: 'zh' },
          image: expect.stringMatching(/\/media\/product\/Pen\.png$/),
          unit_price_minor: 250,
          quantity: 2,
          line_total_minor: 500,
          commented: false,
          refund_state: null,
        },
      ],
      auto_cancel_at: expect.any(String),
      subtotal_minor: 500,
      delivery_fee_minor: STANDARD_FEE,
      actual_pay_minor: null,
      card_last4: null,
      payment_sandbox: false,
      paid_at: null,
      shipped_at: null,
      completed_at: null,
      cancelled_at: null,
      delivered_at: null,
      log_sn: null,
      carrier: null,
      history: [
        { axis: 'payment', from: null, to: 'unpaid', actor: 'shopper', remark: null, at: expect.any(String) },
      ],
      arrival_method: { code: 'standard', name: { text: '标准配送', lang: 'zh' } },
      remark: '',
      cancel_remark: null,
      address: { ...sampleAddress },
      display_currency: { code: 'USD', symbol: '$', rate: 1, decimals: 2 },
      customer: { name: 'Ada Tester', email: 'orders-ada@example.com', telephone: '' },
    });
    expect(Date.parse(body.data.auto_cancel_at) - Date.parse(body.data.created_at)).toBe(180 * 60_000);
    // The history is read as JSON beside the order's row: the order placed and its first step are one instant.
    expect(body.data.history[0].at).toBe(body.data.created_at);
  });

  it('answers 1500018 for someone else’s order, in every operation', async () => {
    const [placed] = await placeOrderOf(api, ada, [[pen.id, 1]]);
    const id = placed!.order_id;
    expect((await detail(bob, id)).body.code).toBe(ORDER_NOT_FOUND);
    expect((await cancel(bob, id)).body.code).toBe(ORDER_NOT_FOUND);
    expect((await payCod(bob, id)).body.code).toBe(ORDER_NOT_FOUND);
    expect((await complete(bob, id)).body.code).toBe(ORDER_NOT_FOUND);
    expect((await comment(bob, id, 1, 5)).body.code).toBe(ORDER_NOT_FOUND);
    expect((await detail(ada, id)).body.data.payment_state).toBe('unpaid');
    expect((await detail(ada, 987_654)).body.code).toBe(ORDER_NOT_FOUND);
  });

  it('cancels an unshipped order with its remark and releases its stock, once', async () => {
    const before = await stockOf(api.database.db, lamp.id);
    const [placed] = await placeOrderOf(api, ada, [[lamp.id, 3]]);
    expect((await stockOf(api.database.db, lamp.id)).stock).toBe(before.stock - 3);
    const { body } = await cancel(ada, placed!.order_id, ' changed my mind ');
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      payment_state: 'cancelled',
      history_state: 'cancelled',
      cancel_remark: 'changed my mind',
      auto_cancel_at: null,
      cancelled_at: expect.any(String),
    });
    expect(await stockOf(api.database.db, lamp.id)).toEqual(before);
    expect((await cancel(ada, placed!.order_id)).body.code).toBe(CANCELLATION_FAILED);
    expect((await payCod(ada, placed!.order_id)).body.code).toBe(1500019);
  });

  it('takes an order from cash on delivery through shipping, transit, delivery and receipt to a comment', async () => {
    const [placed] = await placeOrderOf(api, ada, [[pen.id, 1]]);
    const id = placed!.order_id;
    expect((await ship(id)).body.code).toBe(DELIVERY_SWITCH_FAILED);
    const paid = await payCod(ada, id);
    expect(paid.body.data).toMatchObject({
      payment_state: 'unpaid',
      payment_method: 'cod',
      history_state: 'to_deliver',
      auto_cancel_at: null,
    });
    expect((await complete(ada, id)).body.code).toBe(RECEIPT_FAILED);
    expect((await ship(id, ada.token)).status).toBe(403);
    const shipped = await ship(id);
    expect(shipped.body.data).toEqual({
      order_id: id,
      payment_state: 'unpaid',
      delivery_state: 'shipped',
      carrier: 'Swift Freight',
      log_sn: 'SF-1234',
      shipped_at: expect.any(String),
      delivered_at: null,
    });
    expect((await ship(id)).body.code).toBe(DELIVERY_SWITCH_FAILED);
    expect((await cancel(ada, id)).body.code).toBe(SHIPPED_NOT_CANCELLABLE);
    expect((await detail(ada, id)).body.data.history_state).toBe('on_the_way');
    expect((await advance(id, 'in_transit')).body.data.delivery_state).toBe('in_transit');
    expect((await detail(ada, id)).body.data.history_state).toBe('in_transit');
    expect((await advance(id, 'delivered')).body.data).toMatchObject({
      delivery_state: 'delivered',
      delivered_at: expect.any(String),
    });
    expect((await advance(id, 'in_transit')).body.code).toBe(DELIVERY_SWITCH_FAILED);
    const itemId = (await detail(ada, id)).body.data.items[0].item_id;
    expect((await comment(ada, id, itemId, 5)).body.code).toBe(REVIEW_FAILED);

    const completed = await complete(ada, id);
    expect(completed.body.data).toMatchObject({
      delivery_state: 'completed',
      payment_state: 'paid',
      history_state: 'delivered',
      actual_pay_minor: 250 + STANDARD_FEE,
      paid_at: expect.any(String),
      completed_at: expect.any(String),
    });
    expect((await complete(ada, id)).body.code).toBe(RECEIPT_FAILED);

    const [before] = await api.database.db.select().from(products).where(eq(products.id, pen.id));
    expect((await comment(ada, id, itemId, 6)).body.code).toBe(INVALID_PARAMETERS);
    // Written in the interface's language, which the comment keeps.
    const posted = await postJson(
      api,
      '/api/customer/order/comment',
      { order_id: id, item_id: itemId, rating: 4, content: 'Writes well' },
      ada.token,
      { lang: 'th' },
    );
    expect(posted.body.data).toEqual({
      id: expect.any(Number),
      author: 'Ada T',
      rating: 4,
      content: 'Writes well',
      lang: 'th',
      created_at: expect.any(String),
    });
    const [after] = await api.database.db.select().from(products).where(eq(products.id, pen.id));
    expect(after!.commentCount).toBe(before!.commentCount + 1);
    expect(after!.rating).toBe(4);
    expect((await comment(ada, id, itemId, 3)).body.code).toBe(REVIEW_FAILED);
    expect((await detail(ada, id)).body.data.items[0].commented).toBe(true);
    expect((await comment(ada, id, itemId + 10_000, 3)).body.code).toBe(ORDER_NOT_FOUND);
  });

  it('lists the caller’s orders newest first, by purchase-history label, a page at a time', async () => {
    const carol = await shopperWithAddress(api, 'orders-carol@example.com');
    const [first] = await placeOrderOf(api, carol, [[pen.id, 1]]);
    const [second] = await placeOrderOf(api, carol, [[pen.id, 1]]);
    const [third] = await placeOrderOf(api, carol, [[lamp.id, 1]]);
    await cancel(carol, first!.order_id);
    await payCod(carol, second!.order_id);
    const all = (await list(carol)).body.data;
    expect(all.list.map((order: { id: number }) => order.id)).toEqual([
      third!.order_id,
      second!.order_id,
      first!.order_id,
    ]);
    expect(all).toMatchObject({ page: 1, page_size: 20, total: 3, has_more: false, total_capped: false });
    const ids = async (state: string) =>
      (await list(carol, `?state=${state}`)).body.data.list.map((order: { id: number }) => order.id);
    expect(await ids('pending_payment')).toEqual([third!.order_id]);
    expect(await ids('to_deliver')).toEqual([second!.order_id]);
    expect(await ids('cancelled')).toEqual([first!.order_id]);
    expect(await ids('delivered')).toEqual([]);
    const paged = (await list(carol, '?page=2&page_size=2')).body.data;
    expect(paged).toMatchObject({ page: 2, page_size: 2, total: 3, has_more: false });
    expect(paged.list.map((order: { id: number }) => order.id)).toEqual([first!.order_id]);
    expect((await list(carol, '?state=lost')).body.code).toBe(INVALID_PARAMETERS);
    expect((await list(ada)).body.data.list.every((o: { shop: unknown }) => o.shop)).toBe(true);
  });

  it('lists and shows each order with its delivery fee and the display currency locked when it was placed', async () => {
    const fay = await shopperWithAddress(api, 'orders-fay@example.com');
    await addToCart(api, fay.token, pen.id, 3);
    const cart = await getJson(api, '/api/customer/cart/list', fay.token);
    const lineIds = cart.body.data.shops.flatMap((shop: { lines: { line_id: number }[] }) =>
      shop.lines.map((line) => line.line_id),
    );
    const placed = await postJson(
      api,
      '/api/checkout/onepage/place-order',
      { address_id: fay.addressId, delivery_code: 'standard', line_ids: lineIds, currency: 'THB' },
      fay.token,
    );
    expect(placed.body.code).toBe(200);
    const id = placed.body.data.orders[0].order_id;
    const locked = { code: 'THB', symbol: '฿', rate: 36.3, decimals: 2 };
    // A later rate change leaves the order's amounts as the shopper saw them when placing it.
    await api.database.db.update(currencies).set({ rate: 40 }).where(eq(currencies.code, 'THB'));
    try {
      const [summary] = (await list(fay)).body.data.list;
      expect(summary).toMatchObject({ id, delivery_fee_minor: STANDARD_FEE, display_currency: locked });
      expect((await detail(fay, id)).body.data).toMatchObject({
        delivery_fee_minor: STANDARD_FEE,
        display_currency: locked,
      });
    } finally {
      await api.database.db.update(currencies).set({ rate: 36.3 }).where(eq(currencies.code, 'THB'));
    }
  });
});

describe('unpaid-order auto-cancel', () => {
  it('cancels unpaid orders past their time and releases their stock, leaving cash on delivery and the rest', async () => {
    const dan = await shopperWithAddress(api, 'orders-dan@example.com');
    const stock = await stockOf(api.database.db, lamp.id);
    const due = [
      ...(await placeOrderOf(api, dan, [[lamp.id, 2]])),
      ...(await placeOrderOf(api, dan, [[lamp.id, 1]])),
    ];
    const [cod] = await placeOrderOf(api, dan, [[lamp.id, 1]]);
    const [fresh] = await placeOrderOf(api, dan, [[lamp.id, 1]]);
    await payCod(dan, cod!.order_id);
    await api.database.db
      .update(orders)
      .set({ autoCancelAt: sql`now() - interval '1 minute'` })
      .where(inArray(orders.id, [...due.map((order) => order.order_id), cod!.order_id]));
    // Two processes at once, in batches of one: each due order is cancelled exactly once.
    const counts = await Promise.all([
      cancelDueOrders(api.database.db, 1),
      cancelDueOrders(api.database.db, 1),
    ]);
    expect(counts[0]! + counts[1]!).toBe(2);
    for (const order of due)
      expect((await detail(dan, order.order_id)).body.data).toMatchObject({
        payment_state: 'cancelled',
        cancel_remark: null,
      });
    expect((await detail(dan, cod!.order_id)).body.data.history_state).toBe('to_deliver');
    expect((await detail(dan, fresh!.order_id)).body.data.history_state).toBe('pending_payment');
    expect((await stockOf(api.database.db, lamp.id)).stock).toBe(stock.stock - 2);
    expect(await cancelDueOrders(api.database.db)).toBe(0);
  });

  it('runs on its interval until stopped, cancelling what falls due meanwhile', async () => {
    const erin = await shopperWithAddress(api, 'orders-erin@example.com');
    const [placed] = await placeOrderOf(api, erin, [[pen.id, 1]]);
    const logged: string[] = [];
    const job = startOrderAutoCancel(
      api.database.db,
      20,
      (message) => logged.push(message),
      sandboxPaymentProvider,
    );
    try {
      await api.database.db
        .update(orders)
        .set({ autoCancelAt: sql`now() - interval '1 second'` })
        .where(eq(orders.id, placed!.order_id));
      for (let waited = 0; logged.length === 0 && waited < 5_000; waited += 20)
        await new Promise((resume) => setTimeout(resume, 20));
    } finally {
      await job.stop();
    }
    expect(logged).toEqual(['auto-cancel: 1 unpaid order(s) cancelled, stock released']);
    expect((await detail(erin, placed!.order_id)).body.data.payment_state).toBe('cancelled');
  });
});

describe('staff order steps', () => {
  it('answer 1500018 for an unknown order and refuse bad logistics numbers', async () => {
    expect((await ship(777_777)).body.code).toBe(ORDER_NOT_FOUND);
    const bad = await api.call(
      form('/api/staff/orders/ship', { order_id: 1, log_sn: 'no spaces!', carrier: 'X' }, staff),
    );
    expect(bad.body.code).toBe(INVALID_PARAMETERS);
    expect((await advance(1, 'completed')).body.code).toBe(INVALID_PARAMETERS);
  });
});
