// @api-suite both: the embedded database's single connection must carry this journey as PostgreSQL does.
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from 'expect';
import { cartLines, orderItems, orders, orderSets, products } from '../src/db/schema';
import { createTestApp, sampleAddress, signUp, type TestApp } from './harness';
import {
  addToCart,
  getJson,
  postJson,
  type ProductFixture,
  seedShops,
  shopperWithAddress,
  stockOf,
} from './buying-fixtures';

let api: TestApp;
let pen: ProductFixture;
let ink: ProductFixture;
let lamp: ProductFixture;
let newProduct: Awaited<ReturnType<typeof seedShops>>['product'];
before(async () => {
  api = await createTestApp();
  const { product } = await seedShops(api.database.db);
  newProduct = product;
  pen = await product(0, 'Pen', 250, 100);
  ink = await product(0, 'Ink', 1_005, 3);
  lamp = await product(1, 'Lamp', 4_999, 50);
});
after(() => api.close());

const DEFAULT_ADDRESS_EMPTY = 2000008;
const NO_DATA_FOUND = 2000019;
const INSUFFICIENT_STOCK = 2000023;
const INVALID_PARAMETERS = 1000008;
const STANDARD_FEE = 499;
const EXPRESS_FEE = 1_499;

interface Shopper {
  token: string;
  addressId: number;
}

const lineIds = async (token: string): Promise<number[]> => {
  const { body } = await getJson(api, '/api/customer/cart/list', token);
  return body.data.shops.flatMap((shop: { lines: { line_id: number }[] }) =>
    shop.lines.map((l) => l.line_id),
  );
};
const summary = (token: string, query = '') =>
  getJson(api, `/api/checkout/onepage/summary${query ? `?${query}` : ''}`, token);
const place = (shopper: Shopper, body: Record<string, unknown>, key?: string) =>
  postJson(
    api,
    '/api/checkout/onepage/place-order',
    { address_id: shopper.addressId, delivery_code: 'standard', ...body },
    (shopper as Shopper).token,
    key ? { 'idempotency-key': key } : {},
  );

describe('delivery options', () => {
  it('lists standard and express with their fee and delivery time, named in the caller’s language', async () => {
    const { token } = await signUp(api, 'options@example.com');
    const english = (await getJson(api, '/api/checkout/onepage/delivery-options', token)).body.data.list;
    expect(english).toEqual([
      {
        code: 'standard',
        name: { text: 'Standard delivery', lang: 'en' },
        fee_minor: STANDARD_FEE,
        eta_days_min: 5,
        eta_days_max: 10,
      },
      {
        code: 'express',
        name: { text: 'Express delivery', lang: 'en' },
        fee_minor: EXPRESS_FEE,
        eta_days_min: 1,
        eta_days_max: 3,
      },
    ]);
    for (const lang of ['zh', 'zhtw', 'es', 'jp', 'th']) {
      const list = (await getJson(api, '/api/checkout/onepage/delivery-options', token, lang)).body.data.list;
      for (const option of list) {
        expect(option.name.lang).toBe(lang);
        expect(option.name.text).not.toMatch(/delivery/i);
      }
    }
  });
});

describe('checkout summary', () => {
  it('answers 2000008 to a shopper without an address', async () => {
    const { token } = await signUp(api, 'no-address@example.com');
    await addToCart(api, token, pen.id, 1);
    expect((await summary(token)).body.code).toBe(DEFAULT_ADDRESS_EMPTY);
  });

  it('prices each shop with its own delivery fee, the total exactly subtotal plus fees', async () => {
    const shopper = await shopperWithAddress(api, 'summary@example.com');
    await addToCart(api, shopper.token, pen.id, 3);
    await addToCart(api, shopper.token, ink.id, 1);
    await addToCart(api, shopper.token, lamp.id, 2);
    const { body } = await summary(shopper.token, 'delivery_code=express');
    expect(body.code).toBe(200);
    const data = body.data;
    expect(data.address).toMatchObject({ id: shopper.addressId, ...sampleAddress });
    expect(data.delivery.code).toBe('express');
    expect(
      data.groups.map((g: { subtotal_minor: number; delivery_fee_minor: number; total_minor: number }) => [
        g.subtotal_minor,
        g.delivery_fee_minor,
        g.total_minor,
      ]),
    ).toEqual([
      [750 + 1_005, EXPRESS_FEE, 1_755 + EXPRESS_FEE],
      [9_998, EXPRESS_FEE, 9_998 + EXPRESS_FEE],
    ]);
    expect(data).toMatchObject({
      items_count: 6,
      subtotal_minor: 11_753,
      delivery_fee_minor: 2 * EXPRESS_FEE,
      total_minor: 11_753 + 2 * EXPRESS_FEE,
    });
    const [first] = await lineIds(shopper.token);
    const one = (await summary(shopper.token, `line_ids=${first}`)).body.data;
    expect(one).toMatchObject({
      items_count: 3,
      subtotal_minor: 750,
      delivery_fee_minor: STANDARD_FEE,
      total_minor: 1_249,
    });
  });

  it('answers 2000019 for someone else’s address or line, and an unknown delivery option', async () => {
    const owner = await shopperWithAddress(api, 'summary-owner@example.com');
    const other = await shopperWithAddress(api, 'summary-other@example.com');
    await addToCart(api, owner.token, pen.id, 1);
    const [line] = await lineIds(owner.token);
    expect((await summary(owner.token, `address_id=${other.addressId}`)).body.code).toBe(NO_DATA_FOUND);
    expect((await summary(other.token, `line_ids=${line}`)).body.code).toBe(NO_DATA_FOUND);
    expect((await summary(owner.token, 'delivery_code=teleport')).body.code).toBe(NO_DATA_FOUND);
    expect((await summary(owner.token, 'address_id=abc')).body.code).toBe(INVALID_PARAMETERS);
  });
});

describe('place order', () => {
  it('places one order per shop, reserves stock, locks prices and currency, and empties those lines', async () => {
    const shopper = await shopperWithAddress(api, 'buyer@example.com');
    await addToCart(api, shopper.token, pen.id, 2);
    await addToCart(api, shopper.token, lamp.id, 1);
    const before = {
      pen: await stockOf(api.database.db, pen.id),
      lamp: await stockOf(api.database.db, lamp.id),
    };
    const { body } = await place(shopper, {
      line_ids: await lineIds(shopper.token),
      remark: ' ring twice ',
      currency: 'EUR',
    });
    expect(body.code).toBe(200);
    expect(body.data.orders).toEqual([
      {
        order_id: expect.any(Number),
        order_sn: expect.stringMatching(/^\d{16}$/),
        shop: { id: pen.shopId, name: 'North Shop' },
        total_minor: 500 + STANDARD_FEE,
      },
      {
        order_id: expect.any(Number),
        order_sn: expect.stringMatching(/^\d{16}$/),
        shop: { id: lamp.shopId, name: 'South Shop' },
        total_minor: 4_999 + STANDARD_FEE,
      },
    ]);
    expect(body.data.total_minor).toBe(500 + 4_999 + 2 * STANDARD_FEE);
    expect(await stockOf(api.database.db, pen.id)).toEqual({
      stock: before.pen.stock - 2,
      sold: before.pen.sold + 2,
    });
    expect(await stockOf(api.database.db, lamp.id)).toEqual({
      stock: before.lamp.stock - 1,
      sold: before.lamp.sold + 1,
    });
    expect(await lineIds(shopper.token)).toEqual([]);

    const [order] = await api.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, body.data.orders[0].order_id));
    expect(order).toMatchObject({
      paymentState: 'unpaid',
      deliveryState: 'to_ship',
      paymentMethod: null,
      remark: 'ring twice',
      currencyCode: 'EUR',
      currencyRate: 0.92,
      currencyDecimals: 2,
      address: { ...sampleAddress },
    });
    const minutesToCancel = (Date.parse(order!.autoCancelAt!) - Date.parse(order!.createdAt)) / 60_000;
    expect(Math.round(minutesToCancel)).toBe(180);
    // A later price change leaves the placed order's unit price as it was.
    await api.database.db.update(products).set({ priceMinor: 999 }).where(eq(products.id, pen.id));
    const items = await api.database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.map((item) => [item.productId, item.unitPriceMinor, item.quantity])).toEqual([
      [pen.id, 250, 2],
    ]);
    await api.database.db.update(products).set({ priceMinor: 250 }).where(eq(products.id, pen.id));
  });

  it('refuses more than the stock and changes nothing: no order, stock and cart lines as they were', async () => {
    const shopper = await shopperWithAddress(api, 'short@example.com');
    await addToCart(api, shopper.token, pen.id, 1);
    await addToCart(api, shopper.token, ink.id, 3);
    const rival = await shopperWithAddress(api, 'rival@example.com');
    await addToCart(api, rival.token, ink.id, 1);
    expect((await place(rival, { line_ids: await lineIds(rival.token) })).body.code).toBe(200);
    const penStock = await stockOf(api.database.db, pen.id);
    const lines = await lineIds(shopper.token);
    expect((await place(shopper, { line_ids: lines })).body.code).toBe(INSUFFICIENT_STOCK);
    expect(await stockOf(api.database.db, pen.id)).toEqual(penStock);
    expect(await lineIds(shopper.token)).toEqual(lines);
    expect(await api.database.db.$count(orders, eq(orders.userId, shopper.id))).toBe(0);
  });

  it('answers the codes of bad requests: someone else’s lines or address, unknown currency, no address', async () => {
    const shopper = await shopperWithAddress(api, 'careful@example.com');
    const other = await shopperWithAddress(api, 'careless@example.com');
    await addToCart(api, shopper.token, pen.id, 1);
    await addToCart(api, other.token, pen.id, 1);
    const mine = await lineIds(shopper.token);
    const theirs = await lineIds(other.token);
    expect((await place(shopper, { line_ids: theirs })).body.code).toBe(NO_DATA_FOUND);
    expect((await place(shopper, { line_ids: mine, address_id: other.addressId })).body.code).toBe(
      NO_DATA_FOUND,
    );
    expect((await place(shopper, { line_ids: mine, currency: 'XYZ' })).body.code).toBe(INVALID_PARAMETERS);
    expect((await place(shopper, { line_ids: mine, delivery_code: 'teleport' })).body.code).toBe(
      NO_DATA_FOUND,
    );
    expect((await place(shopper, { line_ids: [-1] })).body.code).toBe(INVALID_PARAMETERS);
    const homeless = await signUp(api, 'homeless@example.com');
    await addToCart(api, homeless.token, pen.id, 1);
    const response = await place(
      { token: homeless.token, addressId: 1 },
      { line_ids: await lineIds(homeless.token) },
    );
    expect(response.body.code).toBe(DEFAULT_ADDRESS_EMPTY);
    expect(await lineIds(shopper.token)).toEqual(mine);
  });

  it('makes one order set per Idempotency-Key, however often and however concurrently it comes', async () => {
    const shopper = await shopperWithAddress(api, 'twice@example.com');
    await addToCart(api, shopper.token, lamp.id, 1);
    const lines = await lineIds(shopper.token);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => place(shopper, { line_ids: lines }, 'checkout-abc_123')),
    );
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.code).toBe(200);
    expect(await api.database.db.$count(orderSets, eq(orderSets.userId, shopper.id))).toBe(1);
    const different = await place(shopper, { line_ids: lines, remark: 'other' }, 'checkout-abc_123');
    expect(different.body.code).toBe(INVALID_PARAMETERS);
    expect((await place(shopper, { line_ids: lines }, 'not a valid key!')).body.code).toBe(
      INVALID_PARAMETERS,
    );
    expect(await api.database.db.$count(cartLines, eq(cartLines.userId, shopper.id))).toBe(0);
  });

  it('sells exactly the stock when more buyers than units check out at once', async () => {
    const product = await newProduct(0, 'Last Five', 100, 5);
    const buyers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => shopperWithAddress(api, `crowd-${index}@example.com`)),
    );
    for (const buyer of buyers) await addToCart(api, buyer.token, product.id, 1);
    const answers = await Promise.all(
      buyers.map(async (buyer) => place(buyer, { line_ids: await lineIds(buyer.token) })),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code !== 200).every((code) => code === INSUFFICIENT_STOCK)).toBe(true);
    expect(await stockOf(api.database.db, product.id)).toEqual({ stock: 0, sold: 5 });
  });
});
