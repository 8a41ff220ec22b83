import { expect } from 'expect';
import { eq, sql } from 'drizzle-orm';
import { ledgerViolations } from '@mall/server-wallet';
import type { Database } from '../src/db/connection';
import { categories, products, shops, users } from '../src/db/schema';
import { seedReferenceData } from '../src/seed/seed';
import { form, sampleAddress, signUp, type TestApp } from './harness';

export interface ProductFixture {
  id: number;
  shopId: number;
  priceMinor: number;
}

/** Two shops with a few products each, and the reference data (currencies) checkout reads. */
export async function seedShops(db: Database) {
  await seedReferenceData(db);
  const [category] = await db.insert(categories).values({ name_en: 'Things', image: 'c.png' }).returning();
  const shopRows = await db
    .insert(shops)
    .values(
      ['North Shop', 'South Shop'].map((name) => ({
        name,
        description_en: name,
        logo: 'l.png',
        banner: 'b.png',
      })),
    )
    .returning();
  const product = async (
    shopIndex: 0 | 1,
    name: string,
    priceMinor: number,
    stock: number,
    status: 'active' | 'expired' = 'active',
  ): Promise<ProductFixture> => {
    const [row] = await db
      .insert(products)
      .values({
        shopId: shopRows[shopIndex]!.id,
        categoryId: category!.id,
        name_en: name,
        name_zh: `${name}（中文）`,
        short_description_en: name,
        description_en: name,
        priceMinor,
        stock,
        status,
        image: `product/${name}.png`,
        searchText: name,
      })
      .returning();
    return { id: row!.id, shopId: row!.shopId, priceMinor };
  };
  return { shops: shopRows, product };
}

export const stockOf = async (db: Database, productId: number) =>
  (
    await db
      .select({ stock: products.stock, sold: products.soldCount })
      .from(products)
      .where(eq(products.id, productId))
  )[0]!;

export const setStock = (db: Database, productId: number, stock: number) =>
  db.update(products).set({ stock }).where(eq(products.id, productId));

export const setStatus = (db: Database, productId: number, status: 'active' | 'expired') =>
  db.update(products).set({ status }).where(eq(products.id, productId));

/** Makes a member staff with the roles the tests' staff steps need (reviewing and chat). */
export const makeStaff = (db: Database, userId: number, roles: string[] = ['reviewer', 'support']) =>
  db.update(users).set({ role: 'staff', staffRoles: roles }).where(eq(users.id, userId));

/** Signs up a member at `email` and makes them staff; answers their token, for the steps a test takes as staff. */
export async function staffToken(api: TestApp, email: string): Promise<string> {
  const member = await signUp(api, email);
  await makeStaff(api.database.db, member.id);
  return member.token;
}

/** A shopper with a default address; answers its token and address id. */
export async function shopperWithAddress(api: TestApp, email: string) {
  const user = await signUp(api, email);
  const { body } = await api.call(form('/api/checkout/onepage/addressadd', { ...sampleAddress }, user.token));
  if (body.code !== 200) throw new Error(`address for ${email}: ${body.code}`);
  return { ...user, addressId: body.data.id as number };
}

export const addToCart = (api: TestApp, token: string, productId: number, quantity: number) =>
  api.call(form('/api/customer/cart/add', { product_id: productId, quantity }, token));

export const getJson = (api: TestApp, url: string, token: string, lang = 'en') =>
  api.call({ method: 'GET', url, headers: { 'access-token': token, lang } });

export const postJson = (
  api: TestApp,
  url: string,
  payload: Record<string, unknown>,
  token: string,
  headers: Record<string, string> = {},
) => api.call({ method: 'POST', url, payload, headers: { 'access-token': token, ...headers } });

/** Puts the products in the shopper's cart and places them, by standard delivery; answers the placed orders. */
export async function placeOrderOf(
  api: TestApp,
  shopper: { token: string; addressId: number },
  lines: [productId: number, quantity: number][],
): Promise<{ order_id: number; order_sn: string; total_minor: number }[]> {
  for (const [productId, quantity] of lines) await addToCart(api, shopper.token, productId, quantity);
  const cart = await getJson(api, '/api/customer/cart/list', shopper.token);
  const lineIds = cart.body.data.shops.flatMap((shop: { lines: { line_id: number }[] }) =>
    shop.lines.map((line) => line.line_id),
  );
  const { body } = await postJson(
    api,
    '/api/checkout/onepage/place-order',
    { address_id: shopper.addressId, delivery_code: 'standard', line_ids: lineIds },
    shopper.token,
  );
  if (body.code !== 200) throw new Error(`place-order: ${body.code} ${body.message}`);
  return body.data.orders;
}

/** Takes a placed order by cash on delivery through shipping and delivery to the shopper's receipt. */
export async function receiveByCashOnDelivery(
  api: TestApp,
  shopper: { token: string },
  staffToken: string,
  orderId: number,
  { confirm = true } = {},
) {
  const steps: [string, Record<string, unknown>, string][] = [
    ['/api/customer/order/pay', { order_id: orderId, method: 'cod' }, shopper.token],
    ['/api/staff/orders/ship', { order_id: orderId, log_sn: 'SF-1', carrier: 'Swift' }, staffToken],
    ['/api/staff/orders/advance', { order_id: orderId, delivery_state: 'delivered' }, staffToken],
    ...(confirm
      ? ([['/api/customer/order/complete', { order_id: orderId }, shopper.token]] as [
          string,
          Record<string, unknown>,
          string,
        ][])
      : []),
  ];
  for (const [url, payload, token] of steps) {
    const { body } = await postJson(api, url, payload, token);
    if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.message}`);
  }
}

export const rowsOf = async <Row>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * The invariants every race ends with: the books are sound, every unit of each product is either in stock or in
 * an order that is not cancelled, and no order is paid (by wallet or card) without its one payment journal.
 */
export async function expectConsistent(db: Database, initialStock: Map<number, number>) {
  expect(await ledgerViolations(db)).toEqual([]);
  const units = await rowsOf<{ id: number; stock: number; ordered: string }>(
    db,
    sql`select p.id, p.stock, coalesce(sum(i.quantity) filter (where o.payment_state <> 'cancelled'), 0) as ordered
        from products p left join order_items i on i.product_id = p.id left join orders o on o.id = i.order_id
        group by p.id, p.stock`,
  );
  for (const { id, stock, ordered } of units)
    if (initialStock.has(id))
      expect({ product: id, units: stock + Number(ordered) }).toEqual({
        product: id,
        units: initialStock.get(id),
      });
  const paidWithoutJournal = await rowsOf<{ id: number }>(
    db,
    sql`select o.id from orders o
        where o.payment_state = 'paid' and o.payment_method in ('wallet', 'card')
          and not exists (select 1 from ledger_journals j where j.idempotency_key = 'order-payment:' || o.id)`,
  );
  expect(paidWithoutJournal).toEqual([]);
}
