import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import { STAFF_TASK_KINDS } from '@mall/server-staff';
import { balancesOf, ledgerViolations } from '@mall/server-wallet';
import { orders, shops, users } from '../src/db/schema';
import { DEMO_REVIEWER, seedDemoData } from '../src/seed/seed';
import { createTestApp, type TestApp } from './harness';

/** The demo's pending tasks: a newcomer's console has work in every review queue, with the pictures on disk. */
describe('the demo seed’s staff tasks', () => {
  let api: TestApp;
  let token = '';
  const get = async (url: string) => {
    const { body } = await api.call({ method: 'GET', url: `/api${url}`, headers: { 'access-token': token } });
    expect(body.code).toBe(200);
    return body.data;
  };
  /** A picture link as the console's <img> opens it: served from the upload store, as an image. */
  const expectPicture = async (url: string) => {
    const response = await api.app.inject({
      method: 'GET',
      url: new URL(url).pathname + new URL(url).search,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
    expect(response.rawPayload.byteLength).toBeGreaterThan(1_000);
  };
  const firstOpen = async (kind: string) =>
    (await get(`/staff/tasks?kind=${kind}&page=1&page_size=5`)).list[0].id as number;

  before(async () => {
    api = await createTestApp();
    await seedDemoData(api.database.db, {
      products: 60,
      mediaDir: api.config.mediaDir,
      images: false,
      tasks: api.config,
    });
    const { body } = await api.call({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_REVIEWER.email, password: DEMO_REVIEWER.password },
    });
    token = body.data.token;
  });
  after(() => api.close());

  it('puts one open task in every review queue', async () => {
    const counts = await get('/staff/queues');
    for (const kind of STAFF_TASK_KINDS) expect({ kind, open: counts[kind].open }).toEqual({ kind, open: 1 });
    expect(await ledgerViolations(api.database.db)).toEqual([]);
    // The demo shopper still has the USD 500.00 the README promises to spend.
    const [shopper] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'shopper@mall.example'));
    expect((await balancesOf(api.database.db, shopper!.id)).availableMinor).toBe(50_000);
  });

  it('has the demo shopper’s cash-on-delivery order waiting to ship, reserved from another shop’s stock', async () => {
    const page = await get('/staff/tasks?kind=shipment&page=1&page_size=5');
    expect(page.list).toHaveLength(1);
    const [task] = page.list;
    expect(task).toMatchObject({
      kind: 'shipment',
      state: 'to_ship',
      user: { email: 'shopper@mall.example' },
      claim: null,
    });
    const [order] = await api.database.db.select().from(orders).where(eq(orders.id, task.id));
    expect(order).toMatchObject({ paymentMethod: 'cod', paymentState: 'unpaid', deliveryState: 'to_ship' });
    expect(order!.autoCancelAt).toBeNull();
    expect(task.amount_minor).toBe(order!.totalMinor);
    expect(task.title).toBe(`${order!.orderSn} · ${order!.shopName}`);
    const [seller] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'seller@mall.example'));
    const [sellerShop] = await api.database.db.select().from(shops).where(eq(shops.ownerId, seller!.id));
    expect(order!.shopId).not.toBe(sellerShop!.id);
    // What the console shows to ship it: where it goes, what to pack, and what the carrier collects.
    const detail = await get(`/staff/orders/detail?id=${task.id}`);
    expect(detail).toMatchObject({
      id: task.id,
      order_sn: order!.orderSn,
      payment_method: 'cod',
      delivery_state: 'to_ship',
      total_minor: order!.totalMinor,
      address: { name: 'Sam Shopper', street: '500 Market Street', city: 'San Francisco', country: 'US' },
    });
    expect(detail.items).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('shows the top-up’s receipt and the shop registration’s ID card, front and back', async () => {
    const topUp = await get(`/staff/recharges/detail?id=${await firstOpen('recharge')}`);
    expect(topUp.recharge).toMatchObject({ state: 'pending', declared_amount_minor: 150_000 });
    await expectPicture(topUp.recharge.proof_url);
    const shop = await get(`/staff/shop-registrations/detail?id=${await firstOpen('shop_registration')}`);
    expect(shop.registration.shop_name).toBe('Okafor Outdoor Gear');
    await expectPicture(shop.registration.id_front_url);
    await expectPicture(shop.registration.id_back_url);
  });

  it('shows the product in six languages with its pictures, and the return with its photo', async () => {
    const product = await get(`/staff/products/detail?id=${await firstOpen('product')}`);
    expect(product.texts.map((text: { lang: string }) => text.lang).sort()).toEqual(
      ['en', 'es', 'jp', 'th', 'zh', 'zhtw'].sort(),
    );
    expect(product.product.images).toHaveLength(3);
    for (const url of product.product.images) await expectPicture(url);
    const request = await get(`/staff/refunds/detail?id=${await firstOpen('return')}`);
    expect(request.return.state).toBe('pending');
    expect(request.order).toMatchObject({ payment_state: 'paid', delivery_state: 'delivered' });
    expect(request.return.picture_urls).toHaveLength(1);
    await expectPicture(request.return.picture_urls[0]);
  });
});
