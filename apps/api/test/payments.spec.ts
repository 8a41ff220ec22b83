// @api-suite both: the embedded database's single connection must carry this journey as PostgreSQL does.
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'expect';
import type { Database } from '@mall/server-database';
import { balancesOf, creditWallet, ledgerViolations, payOrderFromWallet } from '@mall/server-wallet';
import { ledgerAccounts, orders, payments } from '../src/db/schema';
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
  stockOf,
} from './buying-fixtures';

let api: TestApp;
let pen: ProductFixture;
let staff: string;
before(async () => {
  api = await createTestApp();
  const { product } = await seedShops(api.database.db);
  pen = await product(0, 'Pen', 1_000, 1_000);
  staff = await staffToken(api, 'pay-staff@example.com');
});
after(() => api.close());

const ORDER_PAYMENT_FAILED = 1500019;
const INSUFFICIENT_BALANCE = 2000022;
const INVALID_PARAMETERS = 1000008;
const ORDER_TOTAL = 1_000 + 499;
const APPROVED = '4242424242424242';
const DECLINED = '4000000000000002';

type Shopper = Awaited<ReturnType<typeof shopperWithAddress>>;

const credit = (userId: number, amountMinor: number, key: string) =>
  api.database.db.transaction((tx) => creditWallet(tx, { userId, amountMinor, key }));
const available = async (userId: number) => (await balancesOf(api.database.db, userId)).availableMinor;
const shopSettlement = async (shopId: number) =>
  (
    await api.database.db
      .select({ balance: ledgerAccounts.balanceMinor })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.shopId, shopId), eq(ledgerAccounts.kind, 'settlement')))
  )[0]?.balance ?? 0;
const pay = (
  shopper: Shopper,
  orderId: number,
  method: string,
  extra: Record<string, unknown> = {},
  key?: string,
) =>
  postJson(
    api,
    '/api/customer/order/pay',
    { order_id: orderId, method, ...extra },
    shopper.token,
    key ? { 'idempotency-key': key } : {},
  );
const card = (number: string) => ({
  card_number: number,
  expiry_month: 12,
  expiry_year: new Date().getFullYear() + 2,
  cvc: '123',
  holder_name: 'ADA LOVELACE',
});
const placeOne = async (shopper: Shopper) =>
  (await placeOrderOf(api, shopper, [[pen.id, 1]]))[0]!.order_id as number;
const succeededPayments = (orderId: number) =>
  api.database.db.$count(payments, and(eq(payments.orderId, orderId), eq(payments.succeeded, true)));

/** A journal as the books show it, its reference's id aside: its kind, remark and each entry's account and amount. */
const journalShape = async (db: Database, key: string) =>
  (
    (await db.execute(sql`
      select j.kind, j.reference_type, j.remark,
             json_agg(json_build_object('owner', a.owner_type, 'user', a.user_id, 'kind', a.kind,
                                        'amount', e.amount_minor) order by e.id) as entries
        from ledger_journals j join ledger_entries e on e.journal_id = j.id
        join ledger_accounts a on a.id = e.account_id
       where j.idempotency_key = ${key}
       group by j.id`)) as unknown as { rows: unknown[] }
  ).rows;

describe('paying orders', () => {
  it('pays from the wallet in one journal, once', async () => {
    const shopper = await shopperWithAddress(api, 'pay-wallet@example.com');
    await credit(shopper.id, 5_000, 'pay-test:wallet');
    const orderId = await placeOne(shopper);
    const { body } = await pay(shopper, orderId, 'wallet');
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      payment_state: 'paid',
      payment_method: 'wallet',
      history_state: 'to_deliver',
      actual_pay_minor: ORDER_TOTAL,
      paid_at: expect.any(String),
      auto_cancel_at: null,
      card_last4: null,
    });
    expect(await available(shopper.id)).toBe(5_000 - ORDER_TOTAL);
    expect((await pay(shopper, orderId, 'wallet')).body.code).toBe(ORDER_PAYMENT_FAILED);
    expect((await pay(shopper, orderId, 'cod')).body.code).toBe(ORDER_PAYMENT_FAILED);
    expect(await available(shopper.id)).toBe(5_000 - ORDER_TOTAL);
    expect(await succeededPayments(orderId)).toBe(1);
    expect(await ledgerViolations(api.database.db)).toEqual([]);
    // The database's payment (`pay_order_from_wallet`) posts the journal the ledger's own call would post.
    const paid = await journalShape(api.database.db, `order-payment:${orderId}`);
    expect(paid).toEqual([
      {
        kind: 'order_payment',
        reference_type: 'order',
        remark: '',
        entries: [
          { owner: 'user', user: shopper.id, kind: 'available', amount: -ORDER_TOTAL },
          { owner: 'platform', user: null, kind: 'order_payables', amount: ORDER_TOTAL },
        ],
      },
    ]);
    let byTheLedger: unknown;
    await api.database.db
      .transaction(async (tx) => {
        await payOrderFromWallet(tx, { userId: shopper.id, orderId: 990_001, amountMinor: ORDER_TOTAL });
        byTheLedger = await journalShape(tx, 'order-payment:990001');
        tx.rollback();
      })
      .catch(() => undefined);
    expect(byTheLedger).toEqual(paid);
  });

  it('answers 2000022 when the balance is short and leaves the order unpaid', async () => {
    const shopper = await shopperWithAddress(api, 'pay-short@example.com');
    await credit(shopper.id, ORDER_TOTAL - 1, 'pay-test:short');
    const orderId = await placeOne(shopper);
    expect((await pay(shopper, orderId, 'wallet')).body.code).toBe(INSUFFICIENT_BALANCE);
    const detail = (await getJson(api, `/api/customer/order/detail/${orderId}`, shopper.token)).body.data;
    expect(detail).toMatchObject({
      payment_state: 'unpaid',
      payment_method: null,
      auto_cancel_at: expect.any(String),
    });
    expect(await available(shopper.id)).toBe(ORDER_TOTAL - 1);
    // A shopper whose wallet was never opened has nothing to pay with.
    const newcomer = await shopperWithAddress(api, 'pay-no-wallet@example.com');
    expect((await pay(newcomer, await placeOne(newcomer), 'wallet')).body.code).toBe(INSUFFICIENT_BALANCE);
    expect(await ledgerViolations(api.database.db)).toEqual([]);
  });

  it('lets exactly one of many simultaneous payments of an order succeed', async () => {
    const shopper = await shopperWithAddress(api, 'pay-race@example.com');
    await credit(shopper.id, 10 * ORDER_TOTAL, 'pay-test:race');
    const orderId = await placeOne(shopper);
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(shopper, orderId, 'wallet')));
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, ORDER_PAYMENT_FAILED].includes(answer.body.code))).toBe(true);
    expect(await available(shopper.id)).toBe(9 * ORDER_TOTAL);
    expect(await succeededPayments(orderId)).toBe(1);
    expect(await ledgerViolations(api.database.db)).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the first outcome and pays once', async () => {
    const shopper = await shopperWithAddress(api, 'pay-key@example.com');
    await credit(shopper.id, 3 * ORDER_TOTAL, 'pay-test:key');
    const orderId = await placeOne(shopper);
    const first = await pay(shopper, orderId, 'wallet', {}, 'pay-key-1');
    const again = await pay(shopper, orderId, 'wallet', {}, 'pay-key-1');
    expect(first.body.code).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await pay(shopper, orderId, 'card', card(APPROVED), 'pay-key-1')).body.code).toBe(
      INVALID_PARAMETERS,
    );
    expect(await available(shopper.id)).toBe(2 * ORDER_TOTAL);
  });

  it('pays by sandbox card, keeping only the last four digits', async () => {
    const shopper = await shopperWithAddress(api, 'pay-card@example.com');
    const orderId = await placeOne(shopper);
    const { body } = await pay(shopper, orderId, 'card', card(APPROVED));
    expect(body.data).toMatchObject({
      payment_state: 'paid',
      payment_method: 'card',
      card_last4: '4242',
      payment_sandbox: true,
      actual_pay_minor: ORDER_TOTAL,
    });
    const [payment] = await api.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ method: 'card', succeeded: true, cardLast4: '4242' });
    expect(JSON.stringify(payment)).not.toContain(APPROVED);
    expect(await ledgerViolations(api.database.db)).toEqual([]);
    // Card clearing owes the order payables what the provider charged.
    expect(await journalShape(api.database.db, `order-payment:${orderId}`)).toEqual([
      {
        kind: 'order_payment',
        reference_type: 'order',
        remark: `card payment of user ${shopper.id}`,
        entries: [
          { owner: 'platform', user: null, kind: 'card_clearing', amount: -ORDER_TOTAL },
          { owner: 'platform', user: null, kind: 'order_payables', amount: ORDER_TOTAL },
        ],
      },
    ]);
  });

  it('declines the sandbox’s declining number and any other number with 1500019, names bad fields with 1000008', async () => {
    const shopper = await shopperWithAddress(api, 'pay-declined@example.com');
    const orderId = await placeOne(shopper);
    expect((await pay(shopper, orderId, 'card', card(DECLINED))).body.code).toBe(ORDER_PAYMENT_FAILED);
    expect((await pay(shopper, orderId, 'card', card('5555555555554444'))).body.code).toBe(
      ORDER_PAYMENT_FAILED,
    );
    const luhn = await pay(shopper, orderId, 'card', card('4242424242424241'));
    expect(luhn.body).toMatchObject({
      code: INVALID_PARAMETERS,
      message: expect.stringContaining('card_number'),
    });
    const expired = await pay(shopper, orderId, 'card', { ...card(APPROVED), expiry_year: 2001 });
    expect(expired.body.message).toContain('expiry');
    const missing = await pay(shopper, orderId, 'card');
    expect(missing.body).toMatchObject({ code: INVALID_PARAMETERS, message: expect.stringContaining('cvc') });
    expect((await pay(shopper, orderId, 'card', { ...card(APPROVED), cvc: '12' })).body.code).toBe(
      INVALID_PARAMETERS,
    );
    const [order] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ paymentState: 'unpaid', paymentMethod: null });
    const attempts = await api.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(attempts.map((attempt) => [attempt.succeeded, attempt.cardLast4])).toEqual([
      [false, '0002'],
      [false, '4444'],
    ]);
  });
});

describe('money after payment', () => {
  it('returns a paid order’s money to the wallet when it is cancelled, and its stock to the shelf', async () => {
    const shopper = await shopperWithAddress(api, 'pay-cancel@example.com');
    await credit(shopper.id, ORDER_TOTAL, 'pay-test:cancel');
    const stock = await stockOf(api.database.db, pen.id);
    const orderId = await placeOne(shopper);
    await pay(shopper, orderId, 'wallet');
    expect(await available(shopper.id)).toBe(0);
    const { body } = await postJson(api, '/api/customer/order/cancel', { order_id: orderId }, shopper.token);
    expect(body.data.payment_state).toBe('cancelled');
    expect(await available(shopper.id)).toBe(ORDER_TOTAL);
    expect(await stockOf(api.database.db, pen.id)).toEqual(stock);
    expect(await ledgerViolations(api.database.db)).toEqual([]);
  });

  it('settles a completed order to its shop, cash on delivery from the platform’s cash', async () => {
    const shopper = await shopperWithAddress(api, 'pay-settle@example.com');
    await credit(shopper.id, ORDER_TOTAL, 'pay-test:settle');
    const before = await shopSettlement(pen.shopId);
    const paid = await placeOne(shopper);
    await pay(shopper, paid, 'wallet');
    await postJson(api, '/api/staff/orders/ship', { order_id: paid, log_sn: 'A1', carrier: 'Swift' }, staff);
    await postJson(api, '/api/customer/order/complete', { order_id: paid }, shopper.token);
    expect(await shopSettlement(pen.shopId)).toBe(before + ORDER_TOTAL);
    const cod = await placeOne(shopper);
    await receiveByCashOnDelivery(api, shopper, staff, cod);
    expect(await shopSettlement(pen.shopId)).toBe(before + 2 * ORDER_TOTAL);
    expect(await succeededPayments(cod)).toBe(1);
    expect(await ledgerViolations(api.database.db)).toEqual([]);
  });

  it('pays an approved return back to the wallet once: from the payables before settlement, from the shop after', async () => {
    const shopper = await shopperWithAddress(api, 'pay-return@example.com');
    await credit(shopper.id, 2 * ORDER_TOTAL + 2_000, 'pay-test:return');
    const [placed] = await placeOrderOf(api, shopper, [[pen.id, 2]]);
    const orderId = placed!.order_id as number;
    await pay(shopper, orderId, 'wallet');
    await postJson(
      api,
      '/api/staff/orders/ship',
      { order_id: orderId, log_sn: 'A2', carrier: 'Swift' },
      staff,
    );
    await postJson(
      api,
      '/api/staff/orders/advance',
      { order_id: orderId, delivery_state: 'delivered' },
      staff,
    );
    const itemId = (await getJson(api, `/api/customer/order/detail/${orderId}`, shopper.token)).body.data
      .items[0].item_id;
    const balance = await available(shopper.id);
    const request = await postJson(
      api,
      '/api/customer/refund/apply',
      { order_id: orderId, item_id: itemId, quantity: 1, reason: 'Broken' },
      shopper.token,
    );
    const approved = await postJson(
      api,
      '/api/staff/refunds/review',
      { id: request.body.data.id, approve: true, message: 'Sorry' },
      staff,
    );
    expect(approved.body.data).toMatchObject({ status: 'approved', refund_amount_minor: 1_000 });
    expect(await available(shopper.id)).toBe(balance + 1_000);
    expect(
      (
        await postJson(
          api,
          '/api/staff/refunds/review',
          { id: request.body.data.id, approve: true, message: 'x' },
          staff,
        )
      ).body.code,
    ).toBe(3100001);
    const listed = (await getJson(api, '/api/customer/refund/list', shopper.token)).body.data.list[0];
    expect(listed.state).toBe('refunded');

    const settledBefore = await shopSettlement(pen.shopId);
    await postJson(api, '/api/customer/order/complete', { order_id: orderId }, shopper.token);
    // Only what was not returned reaches the shop.
    expect(await shopSettlement(pen.shopId)).toBe(settledBefore + 2 * 1_000 + 499 - 1_000);

    const settled = await placeOne(shopper);
    await receiveByCashOnDelivery(api, shopper, staff, settled);
    const settledItem = (await getJson(api, `/api/customer/order/detail/${settled}`, shopper.token)).body.data
      .items[0];
    const late = await postJson(
      api,
      '/api/customer/refund/apply',
      { order_id: settled, item_id: settledItem.item_id, quantity: 1, reason: 'Broken too' },
      shopper.token,
    );
    const shopBefore = await shopSettlement(pen.shopId);
    const walletBefore = await available(shopper.id);
    await postJson(
      api,
      '/api/staff/refunds/review',
      { id: late.body.data.id, approve: true, message: 'Sorry' },
      staff,
    );
    expect(await shopSettlement(pen.shopId)).toBe(shopBefore - 1_000);
    expect(await available(shopper.id)).toBe(walletBefore + 1_000);
    expect(await ledgerViolations(api.database.db)).toEqual([]);
  });
});
