import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createTestApp, form, signUp, type TestApp } from './harness';
import {
  addToCart,
  getJson,
  postJson,
  type ProductFixture,
  seedShops,
  setStatus,
  setStock,
} from './buying-fixtures';

let api: TestApp;
let pen: ProductFixture;
let ink: ProductFixture;
let lamp: ProductFixture;
let gone: ProductFixture;
before(async () => {
  api = await createTestApp();
  const { product } = await seedShops(api.database.db);
  pen = await product(0, 'Pen', 250, 10);
  ink = await product(0, 'Ink', 1_000, 3);
  lamp = await product(1, 'Lamp', 4_999, 5);
  gone = await product(1, 'Gone', 100, 5, 'expired');
});
after(() => api.close());

const PRODUCT_INVALID = 2000021;
const INSUFFICIENT_STOCK = 2000023;
const NO_DATA_FOUND = 2000019;
const INVALID_PARAMETERS = 1000008;

const cart = async (token: string, lang = 'en') => {
  const { body } = await getJson(api, '/api/customer/cart/list', token, lang);
  expect(body.code).toBe(200);
  return body.data;
};
const lineOf = async (token: string, productId: number) =>
  (await cart(token)).shops
    .flatMap((shop: { lines: { product_id: number }[] }) => shop.lines)
    .find((line: { product_id: number }) => line.product_id === productId);
const update = (token: string, lineId: number, quantity: number | string) =>
  api.call(form('/api/customer/cart/update', { line_id: lineId, quantity }, token));
const userCount = async (token: string) =>
  (
    await api.call({
      method: 'GET',
      url: '/api/customer/info/get_userinfo',
      headers: { 'access-token': token },
    })
  ).body.data;

describe('cart', () => {
  let alice: string;
  let bob: string;
  before(async () => {
    alice = (await signUp(api, 'cart-alice@example.com')).token;
    bob = (await signUp(api, 'cart-bob@example.com')).token;
  });

  it('adds products, merging a second add of the same product into its line, and answers the count', async () => {
    expect((await addToCart(api, alice, pen.id, 2)).body).toMatchObject({
      code: 200,
      data: { items_count: 2 },
    });
    expect((await addToCart(api, alice, pen.id, 3)).body.data).toEqual({ items_count: 5 });
    expect((await addToCart(api, alice, lamp.id, 1)).body.data).toEqual({ items_count: 6 });
    const data = await cart(alice);
    expect(data.items_count).toBe(6);
    expect(data.shops.map((shop: { shop: { name: string } }) => shop.shop.name)).toEqual([
      'North Shop',
      'South Shop',
    ]);
    expect(data.shops[0].lines).toEqual([
      {
        line_id: expect.any(Number),
        product_id: pen.id,
        name: { text: 'Pen', lang: 'en' },
        image: expect.stringMatching(/\/media\/product\/Pen\.png$/),
        unit_price_minor: 250,
        quantity: 5,
        stock: 10,
        available: true,
        line_total_minor: 1_250,
      },
    ]);
    expect(data.shops[0].subtotal_minor).toBe(1_250);
    expect(data.subtotal_minor).toBe(1_250 + 4_999);
  });

  it('names the products in the caller’s language', async () => {
    const data = await cart(alice, 'zh');
    expect(data.shops[0].lines[0].name).toEqual({ text: 'Pen（中文）', lang: 'zh' });
    expect((await cart(alice, 'th')).shops[1].lines[0].name).toEqual({ text: 'Lamp', lang: 'en' });
  });

  it('makes the user info’s cart count the sum of the quantities', async () => {
    const info = await userCount(alice);
    expect(info.card).toEqual({ count: 6 });
    expect((await userCount(bob)).card).toEqual({ count: 0 });
  });

  it('refuses more than the stock, merged or not, and changes nothing', async () => {
    expect((await addToCart(api, alice, pen.id, 6)).body.code).toBe(INSUFFICIENT_STOCK);
    expect((await addToCart(api, bob, ink.id, 4)).body.code).toBe(INSUFFICIENT_STOCK);
    expect((await lineOf(alice, pen.id)).quantity).toBe(5);
    expect((await cart(bob)).items_count).toBe(0);
  });

  it('refuses a product that is off sale or does not exist', async () => {
    expect((await addToCart(api, alice, gone.id, 1)).body.code).toBe(PRODUCT_INVALID);
    expect((await addToCart(api, alice, 999_999, 1)).body.code).toBe(PRODUCT_INVALID);
  });

  it('validates quantities against the schema: zero, negative, huge, fractional or text', async () => {
    for (const quantity of [0, -1, 1_000, 10 ** 12, 1.5, 'many']) {
      const { status, body } = await api.call(
        form('/api/customer/cart/add', { product_id: pen.id, quantity }, alice),
      );
      expect(status).toBe(200);
      expect(body.code).toBe(INVALID_PARAMETERS);
    }
    expect((await cart(alice)).items_count).toBe(6);
  });

  it('changes a line’s quantity from 1 up to the stock', async () => {
    const line = await lineOf(alice, pen.id);
    expect((await update(alice, line.line_id, 10)).body.data).toEqual({ items_count: 11 });
    expect((await update(alice, line.line_id, 11)).body.code).toBe(INSUFFICIENT_STOCK);
    expect((await update(alice, line.line_id, 0)).body.code).toBe(INVALID_PARAMETERS);
    expect((await update(alice, line.line_id, 1)).body.data).toEqual({ items_count: 2 });
  });

  it('treats someone else’s line as missing, for changes and removals alike', async () => {
    const line = await lineOf(alice, pen.id);
    expect((await update(bob, line.line_id, 2)).body.code).toBe(NO_DATA_FOUND);
    const removed = await postJson(api, '/api/customer/cart/remove', { line_ids: [line.line_id] }, bob);
    expect(removed.body).toMatchObject({ code: 200, data: { items_count: 0 } });
    expect((await lineOf(alice, pen.id)).quantity).toBe(1);
  });

  it('keeps lines whose product went off sale or out of stock, flagged unavailable and out of the subtotal', async () => {
    await addToCart(api, alice, ink.id, 2);
    await setStock(api.database.db, ink.id, 1);
    await setStatus(api.database.db, lamp.id, 'expired');
    const data = await cart(alice);
    const lines = data.shops.flatMap((shop: { lines: unknown[] }) => shop.lines);
    expect(
      lines.map((line: { product_id: number; available: boolean }) => [line.product_id, line.available]),
    ).toEqual([
      [pen.id, true],
      [ink.id, false],
      [lamp.id, false],
    ]);
    expect(data.subtotal_minor).toBe(250);
    expect(data.items_count).toBe(4);
    const lampLine = await lineOf(alice, lamp.id);
    expect((await update(alice, lampLine.line_id, 1)).body.code).toBe(PRODUCT_INVALID);
    await setStatus(api.database.db, lamp.id, 'active');
    await setStock(api.database.db, ink.id, 3);
  });

  it('removes lines, ignoring those already gone', async () => {
    const pens = await lineOf(alice, pen.id);
    const inks = await lineOf(alice, ink.id);
    const { body } = await postJson(
      api,
      '/api/customer/cart/remove',
      { line_ids: [pens.line_id, inks.line_id, 424242] },
      alice,
    );
    expect(body).toMatchObject({ code: 200, data: { items_count: 1 } });
    expect((await cart(alice)).shops).toHaveLength(1);
    expect((await postJson(api, '/api/customer/cart/remove', { line_ids: [] }, alice)).body.code).toBe(
      INVALID_PARAMETERS,
    );
  });
});
