import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'expect';
import { orders } from '../src/db/schema';
import { createTestApp, type TestApp } from './harness';
import {
  getJson,
  placeOrderOf,
  postJson,
  type ProductFixture,
  receiveByCashOnDelivery,
  seedShops,
  shopperWithAddress,
  staffToken,
} from './buying-fixtures';

let api: TestApp;
let pen: ProductFixture;
let staff: string;
before(async () => {
  api = await createTestApp();
  const { product } = await seedShops(api.database.db);
  pen = await product(0, 'Pen', 250, 1_000);
  staff = await staffToken(api, 'refund-staff@example.com');
});
after(() => api.close());

const NO_DATA_FOUND = 2000019;
const ORDER_NOT_FOUND = 1500018;
const NOT_RETURNABLE = 2000009;
const ALREADY_EXISTS = 2000010;
const QUANTITY_LIMIT = 2000011;
const SUBMISSION_FAILED = 2000012;
const RETURN_CANCELLED = 2000013;

type Shopper = Awaited<ReturnType<typeof shopperWithAddress>>;

/** A received order of `quantity` pens; answers its id and its item's id. */
async function receivedOrder(shopper: Shopper, quantity: number, options?: { confirm: boolean }) {
  const [placed] = await placeOrderOf(api, shopper, [[pen.id, quantity]]);
  await receiveByCashOnDelivery(api, shopper, staff, placed!.order_id, options);
  const detail = await getJson(api, `/api/customer/order/detail/${placed!.order_id}`, shopper.token);
  return { orderId: placed!.order_id as number, itemId: detail.body.data.items[0].item_id as number };
}

const request = (
  shopper: Shopper,
  order: { orderId: number; itemId: number },
  quantity: number,
  extra = {},
) =>
  postJson(
    api,
    '/api/customer/refund/apply',
    { order_id: order.orderId, item_id: order.itemId, quantity, reason: 'Leaks ink', ...extra },
    shopper.token,
  );
const withdraw = (shopper: Shopper, id: number) =>
  postJson(api, '/api/customer/refund/cancel', { id }, shopper.token);
const review = (id: number, approve: boolean, message: string) =>
  postJson(api, '/api/staff/refunds/review', { id, approve, message }, staff);

describe('returns', () => {
  let ada: Shopper;
  let bob: Shopper;
  before(async () => {
    ada = await shopperWithAddress(api, 'refund-ada@example.com');
    bob = await shopperWithAddress(api, 'refund-bob@example.com');
  });

  it('takes a return of part of an item, priced at the unit price, once per item', async () => {
    // An order with no return first: the item's id is not the return's, which the detail must not confuse.
    await receivedOrder(ada, 1);
    const order = await receivedOrder(ada, 3);
    expect((await request(ada, order, 4)).body.code).toBe(QUANTITY_LIMIT);
    const { body } = await request(ada, order, 2);
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      id: expect.any(Number),
      order_id: order.orderId,
      order_sn: expect.any(String),
      item: {
        item_id: order.itemId,
        product_id: pen.id,
        name: { text: 'Pen', lang: 'en' },
        image: expect.stringMatching(/Pen\.png$/),
        quantity: 2,
      },
      amount_minor: 500,
      state: 'pending',
      reason: 'Leaks ink',
      images: [],
      staff_message: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await request(ada, order, 1)).body.code).toBe(ALREADY_EXISTS);
    const detail = await getJson(api, `/api/customer/order/detail/${order.orderId}`, ada.token);
    expect(detail.body.data.items[0].refund_state).toBe('pending');
  });

  it('refuses orders not returnable: unpaid cash on delivery, not yet delivered, past the window, someone else’s', async () => {
    const delivered = await receivedOrder(ada, 1, { confirm: false });
    expect((await request(ada, delivered, 1)).body.code).toBe(NOT_RETURNABLE);
    const [unshipped] = await placeOrderOf(api, ada, [[pen.id, 1]]);
    const unshippedItem = (await getJson(api, `/api/customer/order/detail/${unshipped!.order_id}`, ada.token))
      .body.data.items[0].item_id;
    expect((await request(ada, { orderId: unshipped!.order_id, itemId: unshippedItem }, 1)).body.code).toBe(
      NOT_RETURNABLE,
    );
    const old = await receivedOrder(ada, 1);
    await api.database.db
      .update(orders)
      .set({ deliveredAt: sql`now() - interval '8 days'`, completedAt: sql`now() - interval '8 days'` })
      .where(eq(orders.id, old.orderId));
    expect((await request(ada, old, 1)).body.code).toBe(NOT_RETURNABLE);
    const recent = await receivedOrder(ada, 1);
    expect((await request(bob, recent, 1)).body.code).toBe(ORDER_NOT_FOUND);
    expect((await request(ada, { ...recent, itemId: recent.itemId + 1_000 }, 1)).body.code).toBe(
      ORDER_NOT_FOUND,
    );
    expect((await request(ada, recent, 1, { image_file_ids: [424_242] })).body.code).toBe(SUBMISSION_FAILED);
    expect((await request(ada, recent, 1, { reason: '   ' })).body.code).toBe(SUBMISSION_FAILED);
  });

  it('lets the shopper withdraw a pending return, once, and ask again afterwards', async () => {
    const order = await receivedOrder(ada, 2);
    const { body } = await request(ada, order, 1);
    expect((await withdraw(bob, body.data.id)).body.code).toBe(NO_DATA_FOUND);
    expect((await withdraw(ada, body.data.id)).body.data.state).toBe('cancelled');
    expect((await withdraw(ada, body.data.id)).body.code).toBe(RETURN_CANCELLED);
    expect((await request(ada, order, 2)).body.data.state).toBe('pending');
  });

  it('lists the shopper’s returns newest first, by state', async () => {
    const all = (await getJson(api, '/api/customer/refund/list', ada.token)).body.data;
    expect(all.total).toBe(3);
    expect(all.list.map((refund: { state: string }) => refund.state)).toEqual([
      'pending',
      'cancelled',
      'pending',
    ]);
    const cancelled = (await getJson(api, '/api/customer/refund/list?state=cancelled', ada.token)).body.data;
    expect(cancelled.list).toHaveLength(1);
    expect((await getJson(api, '/api/customer/refund/list', bob.token)).body.data.total).toBe(0);
  });

  it('lets staff refuse a pending return with a message, and only a pending one', async () => {
    const order = await receivedOrder(bob, 1);
    const { body } = await request(bob, order, 1);
    const refused = await review(body.data.id, false, ' Not a defect ');
    expect(refused.body.data).toEqual({
      id: body.data.id,
      order_id: order.orderId,
      status: 'refused',
      refund_amount_minor: 0,
      message: 'Not a defect',
      decided_at: expect.any(String),
    });
    expect((await review(body.data.id, true, 'changed')).body.code).toBe(3100001);
    expect((await withdraw(bob, body.data.id)).body.code).toBe(RETURN_CANCELLED);
    const listed = (await getJson(api, '/api/customer/refund/list', bob.token)).body.data.list[0];
    expect(listed).toMatchObject({ state: 'refused', staff_message: 'Not a defect' });
    expect((await request(bob, order, 1)).body.code).toBe(ALREADY_EXISTS);
  });
});
