import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createStaffAccount } from '@mall/server-account';
import { recordUpload } from '@mall/server-upload';
import { categories, orderItems, orders, orderSets, products } from '../src/db/schema';
import { seedReferenceData } from '../src/seed/seed';
import { placeOrderOf, postJson, shopperWithAddress } from './buying-fixtures';
import { createTestApp, form, signUp, type SignedUpUser, type TestApp } from './harness';

let api: TestApp;
let staff = '';
let seller: SignedUpUser;
let rival: SignedUpUser;
let shopper: SignedUpUser;
let shopId = 0;
let productId = 0;

const get = (url: string, token: string) =>
  api.call({ method: 'GET', url, headers: { 'access-token': token } });
const post = (url: string, fields: Record<string, string | number | boolean>, token: string) =>
  api.call(form(url, fields, token));

async function openShop(user: SignedUpUser, name: string): Promise<number> {
  await post('/api/customer/user/applyseller', { reason: 'Selling' }, user.token);
  const application = (await get('/api/customer/user/applyseller/status', user.token)).body.data;
  await post(
    '/api/staff/seller-applications/decide',
    { id: application.id, accept: true, message: 'ok' },
    staff,
  );
  const document = async () =>
    (await recordUpload(api.database.db, {
      ownerId: user.id,
      purpose: 'id_document',
      isPrivate: true,
      storageKey: `test/${user.id}-${Math.random()}`,
      contentType: 'image/png',
      size: 10,
    }))!;
  const registered = await post(
    '/api/customer/shop/register',
    {
      shop_name: name,
      contact_name: 'Ada Tester',
      contact_phone: '+1 415 555 0100',
      id_front_file_id: await document(),
      id_back_file_id: await document(),
      street: '1 Market Street',
      city: 'San Francisco',
      state: 'California',
      country: 'US',
      postcode: '94105',
    },
    user.token,
  );
  const decided = await post(
    '/api/staff/shop-registrations/decide',
    { id: registered.body.data.id, approve: true, message: 'ok' },
    staff,
  );
  return decided.body.data.shop.id;
}

/** An order of `shopId` as checkout and payment leave it (the purchase flow has its own suites). */
async function placeOrder(
  state: { paymentState: 'unpaid' | 'paid'; paidAt?: Date; paymentMethod?: 'wallet' | 'cod' },
  quantity = 2,
  unitPriceMinor = 1_250,
) {
  const db = api.database.db;
  const total = quantity * unitPriceMinor + 500;
  const [set] = await db.insert(orderSets).values({ userId: shopper.id, totalMinor: total }).returning();
  const [order] = await db
    .insert(orders)
    .values({
      orderSn: `T${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      orderSetId: set!.id,
      userId: shopper.id,
      shopId,
      shopName: 'Sella Teapots',
      paymentState: state.paymentState,
      paymentMethod: state.paymentMethod ?? (state.paymentState === 'paid' ? 'wallet' : null),
      paidAt: state.paidAt?.toISOString() ?? null,
      subtotalMinor: quantity * unitPriceMinor,
      deliveryFeeMinor: 500,
      totalMinor: total,
      deliveryCode: 'standard',
      address: {
        name: 'Ada Shopper',
        email: 'shopper@example.com',
        telephone: '+1 415 555 0199',
        street: '2 Main Street',
        postcode: '94105',
        city: 'San Francisco',
        state: 'California',
        country: 'US',
      },
      customer: { name: 'Ada Shopper', email: 'shopper@example.com', telephone: '+1 415 555 0199' },
      currencyCode: 'USD',
      currencySymbol: '$',
      currencyRate: 1,
      currencyDecimals: 2,
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId,
    name_en: 'Blue teapot',
    name_zh: '蓝色茶壶',
    image: 'teapot.png',
    unitPriceMinor,
    quantity,
  });
  return order!.id;
}

before(async () => {
  api = await createTestApp();
  await createStaffAccount(api.database.db, {
    email: 'staff@example.com',
    firstname: 'Sam',
    password: 'staff-password-1',
  });
  staff = (
    await api.call(form('/api/staff/login', { email: 'staff@example.com', password: 'staff-password-1' }))
  ).body.data.token;
  seller = await signUp(api, 'seller@example.com', 'Sella');
  rival = await signUp(api, 'rival@example.com', 'Rival');
  shopper = await signUp(api, 'shopper@example.com', 'Shop');
  shopId = await openShop(seller, 'Sella Teapots');
  await openShop(rival, 'Rival Cups');
  const [category] = await api.database.db
    .insert(categories)
    .values({ name_en: 'Kitchen', image: 'k.png' })
    .returning();
  const [product] = await api.database.db
    .insert(products)
    .values({
      shopId,
      categoryId: category!.id,
      name_en: 'Blue teapot',
      short_description_en: '',
      description_en: '',
      priceMinor: 1_250,
      stock: 10,
      image: 'teapot.png',
      searchText: 'Blue teapot',
    })
    .returning();
  productId = product!.id;
});
after(() => api.close());

describe('seller sales', () => {
  it('counts paid orders by payment time: this month, last month and a daily series to today', async () => {
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
    await placeOrder({ paymentState: 'paid', paidAt: now }, 2);
    await placeOrder({ paymentState: 'paid', paidAt: now }, 1);
    await placeOrder({ paymentState: 'paid', paidAt: lastMonth }, 3);
    await placeOrder({ paymentState: 'unpaid' }, 5);
    const { body } = await get('/api/seller/sales', seller.token);
    expect(body.data.this_month).toEqual({
      month: now.toISOString().slice(0, 7),
      revenue_minor: 2 * 1_250 + 500 + 1_250 + 500,
      order_count: 2,
      items_sold: 3,
    });
    expect(body.data.last_month).toMatchObject({
      revenue_minor: 3 * 1_250 + 500,
      order_count: 1,
      items_sold: 3,
    });
    expect(body.data.daily).toHaveLength(now.getUTCDate());
    expect(body.data.daily.at(-1)).toEqual({ date: now.toISOString().slice(0, 10), revenue_minor: 4_750 });
    expect(
      body.data.daily.slice(0, -1).every((day: { revenue_minor: number }) => day.revenue_minor === 0),
    ).toBe(true);
  });

  it('shows nothing of another shop', async () => {
    const { body } = await get('/api/seller/sales', rival.token);
    expect(body.data.this_month).toMatchObject({ revenue_minor: 0, order_count: 0, items_sold: 0 });
  });
});

describe('seller orders', () => {
  it('lists the shop’s orders newest first, by state', async () => {
    const all = (await get('/api/seller/orders', seller.token)).body.data;
    expect(all.total).toBe(4);
    expect(all.list[0]).toMatchObject({
      customer_name: 'Ada Shopper',
      payment_state: 'unpaid',
      items_count: 5,
    });
    const unpaid = (await get('/api/seller/orders?payment_state=unpaid', seller.token)).body.data;
    expect(unpaid.list.map((order: { payment_state: string }) => order.payment_state)).toEqual(['unpaid']);
    expect((await get('/api/seller/orders', rival.token)).body.data.total).toBe(0);
  });

  it('shows one order with items, customer and address; another shop’s answers 2000019 with no data', async () => {
    const id = await placeOrder({ paymentState: 'paid', paidAt: new Date() }, 2);
    const detail = await api.call({
      method: 'GET',
      url: `/api/seller/orders/${id}`,
      headers: { 'access-token': seller.token, lang: 'zh' },
    });
    expect(detail.body.data).toMatchObject({
      id,
      payment_method: 'wallet',
      customer_email: 'shopper@example.com',
      delivery_address: { street: '2 Main Street' },
      items: [
        {
          product_id: productId,
          name: { text: '蓝色茶壶', lang: 'zh' },
          quantity: 2,
          line_total_minor: 2_500,
        },
      ],
    });
    expect((await get(`/api/seller/orders/${id}`, rival.token)).body).toMatchObject({
      code: 2000019,
      data: null,
    });
    expect((await get('/api/seller/orders/999999', seller.token)).body.code).toBe(2000019);
  });

  it('ships a paid order with carrier and logistics number, then advances it; other steps answer 2000005', async () => {
    const id = await placeOrder({ paymentState: 'paid', paidAt: new Date() });
    const ship = { order_id: id, carrier: 'UPS', log_sn: '1Z999AA10123456784' };
    expect((await post('/api/seller/orders/ship', ship, rival.token)).body).toMatchObject({
      code: 2000019,
      data: null,
    });
    const shipped = await post('/api/seller/orders/ship', ship, seller.token);
    expect(shipped.body.data).toMatchObject({
      delivery_state: 'shipped',
      carrier: 'UPS',
      log_sn: '1Z999AA10123456784',
    });
    expect(shipped.body.data.shipped_at).not.toBeNull();
    expect((await post('/api/seller/orders/ship', ship, seller.token)).body.code).toBe(2000005);
    const advance = (delivery_state: string, token = seller.token) =>
      post('/api/seller/orders/advance', { order_id: id, delivery_state }, token);
    expect((await advance('in_transit', rival.token)).body.code).toBe(2000019);
    expect((await advance('in_transit')).body.data.delivery_state).toBe('in_transit');
    const delivered = await advance('delivered');
    expect(delivered.body.data).toMatchObject({ delivery_state: 'delivered' });
    expect(delivered.body.data.delivered_at).not.toBeNull();
    expect((await advance('in_transit')).body.code).toBe(2000005);
  });

  it('does not ship an unpaid order unless it is cash on delivery', async () => {
    const unpaid = await placeOrder({ paymentState: 'unpaid' });
    const ship = (order_id: number) =>
      post('/api/seller/orders/ship', { order_id, carrier: 'UPS', log_sn: 'A1' }, seller.token);
    expect((await ship(unpaid)).body.code).toBe(2000005);
    const cod = await placeOrder({ paymentState: 'unpaid', paymentMethod: 'cod' });
    expect((await ship(cod)).body.data.delivery_state).toBe('shipped');
  });
});

describe('a purchase through the shop, seen by the seller', () => {
  it('a card payment moves this month’s sales, and the seller ships the order with a logistics number', async () => {
    await seedReferenceData(api.database.db);
    const buyer = await shopperWithAddress(api, 'buyer@example.com');
    const before = (await get('/api/seller/sales', seller.token)).body.data.this_month;
    const [placed] = await placeOrderOf(api, buyer, [[productId, 2]]);
    const paid = await postJson(
      api,
      '/api/customer/order/pay',
      {
        order_id: placed!.order_id,
        method: 'card',
        card_number: '4242424242424242',
        expiry_month: 12,
        expiry_year: new Date().getUTCFullYear() + 2,
        cvc: '123',
        holder_name: 'Ada Buyer',
      },
      buyer.token,
    );
    expect(paid.body.code).toBe(200);

    const after = (await get('/api/seller/sales', seller.token)).body.data.this_month;
    expect(after).toMatchObject({
      revenue_minor: before.revenue_minor + placed!.total_minor,
      order_count: before.order_count + 1,
      items_sold: before.items_sold + 2,
    });
    const shipped = await post(
      '/api/seller/orders/ship',
      { order_id: placed!.order_id, carrier: 'Swift', log_sn: 'SW-20261124' },
      seller.token,
    );
    expect(shipped.body.data).toMatchObject({ delivery_state: 'shipped', log_sn: 'SW-20261124' });
  });
});
