import { once } from 'node:events';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import { type CrashPoint, crashPoints, type Database } from '@mall/server-core';
import { creditWallet } from '@mall/server-wallet';
import {
  addToCart,
  expectConsistent,
  getJson,
  makeStaff,
  placeOrderOf,
  postJson,
  type ProductFixture,
  rowsOf,
  seedShops,
  shopperWithAddress,
} from './buying-fixtures';
import { createPostgresTestDatabase, createTestApp, signUp, type TestApp } from './harness';
import { builtServer, type ServerProcess, startServerProcess } from './server-process';

const serverUrl = process.env.TEST_DATABASE_URL;

const INSUFFICIENT_BALANCE = 2000022;
const INSUFFICIENT_STOCK = 2000023;
const DELIVERY_SWITCH_FAILED = 2000005;
const SHIPPED_NOT_CANCELLABLE = 2000033;
const SANDBOX_APPROVED_CARD = {
  card_number: '4242424242424242',
  expiry_month: 12,
  expiry_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holder_name: 'Ada Lovelace',
};

type Shopper = Awaited<ReturnType<typeof shopperWithAddress>>;

/** The ids of the lines in the shopper's cart. */
async function cartLineIds(api: TestApp, token: string): Promise<number[]> {
  const cart = await getJson(api, '/api/customer/cart/list', token);
  return cart.body.data.shops.flatMap((shop: { lines: { line_id: number }[] }) =>
    shop.lines.map((line) => line.line_id),
  );
}

/** How many of each answer code came back. */
const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>(
    (counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }),
    {},
  );

describe(
  'buying races on PostgreSQL',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    let api: TestApp;
    let databaseUrl: string;
    let db: Database;
    let staffToken: string;
    let newProduct: (name: string, priceMinor: number, stock: number) => Promise<ProductFixture>;
    const initialStock = new Map<number, number>();

    before(async () => {
      const created = await createPostgresTestDatabase(serverUrl!);
      databaseUrl = created.url;
      api = await createTestApp({ ORDER_AUTO_CANCEL_INTERVAL_SECONDS: '0' }, created.database);
      db = api.database.db;
      const { product } = await seedShops(db);
      newProduct = async (name, priceMinor, stock) => {
        const made = await product(0, name, priceMinor, stock);
        initialStock.set(made.id, stock);
        return made;
      };
      const staff = await signUp(api, 'race-staff@example.com');
      await makeStaff(db, staff.id);
      staffToken = staff.token;
    });
    after(() => api?.close());

    const credit = (userId: number, amountMinor: number, key: string) =>
      db.transaction((tx) => creditWallet(tx, { userId, amountMinor, key }));
    const pay = (shopper: Shopper, orderId: number, method: 'wallet' | 'cod') =>
      postJson(api, '/api/customer/order/pay', { order_id: orderId, method }, shopper.token);

    it('lets exactly the wallet payments the balance covers through, out of 50 at once', async () => {
      const PAYMENTS = 50;
      const AFFORDABLE = 13;
      const pen = await newProduct('Race Pen', 1_000, 1_000);
      const shopper = await shopperWithAddress(api, 'race-wallet@example.com');
      const orders = [];
      for (let index = 0; index < PAYMENTS; index += 1)
        orders.push(...(await placeOrderOf(api, shopper, [[pen.id, 1]])));
      const total = orders[0]!.total_minor;
      await credit(shopper.id, AFFORDABLE * total + total - 1, 'test-credit:race-wallet');

      const answers = await Promise.all(orders.map((order) => pay(shopper, order.order_id, 'wallet')));

      expect(tally(answers.map(({ body }) => body.code))).toEqual({
        200: AFFORDABLE,
        [INSUFFICIENT_BALANCE]: PAYMENTS - AFFORDABLE,
      });
      const [paid] = await rowsOf<{ n: string }>(
        db,
        sql`select count(*) as n from orders where user_id = ${shopper.id} and payment_state = 'paid'`,
      );
      expect(Number(paid!.n)).toBe(AFFORDABLE);
      const balance = await getJson(api, '/api/customer/info/get_user_balance', shopper.token);
      expect(balance.body.data.balance_minor).toBe(total - 1);
      await expectConsistent(db, initialStock);
    });

    it('sells exactly the 7 units in stock to 40 buyers at once', async () => {
      const BUYERS = 40;
      const STOCK = 7;
      const lamp = await newProduct('Race Lamp', 2_500, STOCK);
      const buyers: Shopper[] = [];
      for (let index = 0; index < BUYERS; index += 1)
        buyers.push(await shopperWithAddress(api, `race-buyer-${index}@example.com`));
      for (const buyer of buyers) await addToCart(api, buyer.token, lamp.id, 1);
      const lineIds = await Promise.all(buyers.map((buyer) => cartLineIds(api, buyer.token)));

      const answers = await Promise.all(
        buyers.map((buyer, index) =>
          postJson(
            api,
            '/api/checkout/onepage/place-order',
            {
              address_id: buyer.addressId,
              delivery_code: 'standard',
              line_ids: lineIds[index],
            },
            buyer.token,
          ),
        ),
      );

      expect(tally(answers.map(({ body }) => body.code))).toEqual({
        200: STOCK,
        [INSUFFICIENT_STOCK]: BUYERS - STOCK,
      });
      const [product] = await rowsOf<{ stock: number; sold_count: number }>(
        db,
        sql`select stock, sold_count from products where id = ${lamp.id}`,
      );
      expect(product).toEqual({ stock: 0, sold_count: STOCK });
      await expectConsistent(db, initialStock);
    });

    it('places one order set for one Idempotency-Key sent 20 times at once', async () => {
      const mug = await newProduct('Race Mug', 1_200, 100);
      const shopper = await shopperWithAddress(api, 'race-idempotent@example.com');
      await addToCart(api, shopper.token, mug.id, 2);
      const cart = await getJson(api, '/api/customer/cart/list', shopper.token);
      const lineIds = cart.body.data.shops[0].lines.map((line: { line_id: number }) => line.line_id);

      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          postJson(
            api,
            '/api/checkout/onepage/place-order',
            { address_id: shopper.addressId, delivery_code: 'standard', line_ids: lineIds },
            shopper.token,
            { 'idempotency-key': 'race-same-key' },
          ),
        ),
      );

      expect(answers.map(({ body }) => body.code)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map(({ body }) => JSON.stringify(body.data))).size).toBe(1);
      const [sets] = await rowsOf<{ n: string }>(
        db,
        sql`select count(*) as n from order_sets where user_id = ${shopper.id}`,
      );
      expect(Number(sets!.n)).toBe(1);
      const [product] = await rowsOf<{ stock: number }>(
        db,
        sql`select stock from products where id = ${mug.id}`,
      );
      expect(product!.stock).toBe(98);
      await expectConsistent(db, initialStock);
    });

    it('settles each of 100 cancel-or-ship races in exactly one valid state', async () => {
      const ORDERS = 100;
      const kettle = await newProduct('Race Kettle', 800, 1_000);
      const shoppers = await Promise.all(
        Array.from({ length: 4 }, (_, index) => shopperWithAddress(api, `race-cancel-${index}@example.com`)),
      );
      const placed: { shopper: Shopper; orderId: number; method: 'wallet' | 'cod' }[] = [];
      for (let index = 0; index < ORDERS; index += 1) {
        const shopper = shoppers[index % shoppers.length]!;
        const [order] = await placeOrderOf(api, shopper, [[kettle.id, 1]]);
        placed.push({ shopper, orderId: order!.order_id, method: index % 2 === 0 ? 'wallet' : 'cod' });
      }
      for (const shopper of shoppers)
        await credit(shopper.id, 1_000_000, `test-credit:race-cancel-${shopper.id}`);
      for (const { shopper, orderId, method } of placed) {
        const { body } = await pay(shopper, orderId, method);
        if (body.code !== 200) throw new Error(`pay ${orderId} by ${method}: ${body.code} ${body.message}`);
      }

      const outcomes = await Promise.all(
        placed.map(async ({ shopper, orderId }) => {
          const [cancel, ship] = await Promise.all([
            postJson(api, '/api/customer/order/cancel', { order_id: orderId }, shopper.token),
            postJson(
              api,
              '/api/staff/orders/ship',
              { order_id: orderId, log_sn: `SF-${orderId}`, carrier: 'Swift' },
              staffToken,
            ),
          ]);
          return { orderId, cancel: cancel.body.code, ship: ship.body.code };
        }),
      );

      const states = await rowsOf<{ id: number; payment_state: string; delivery_state: string }>(
        db,
        sql`select id, payment_state, delivery_state from orders
          where id in (${sql.join(
            placed.map(({ orderId }) => sql`${orderId}`),
            sql`, `,
          )})`,
      );
      const stateOf = new Map(states.map((row) => [row.id, row]));
      const refunds = new Set(
        (
          await rowsOf<{ idempotency_key: string }>(
            db,
            sql`select idempotency_key from ledger_journals where idempotency_key like 'order-cancel:%'`,
          )
        ).map((row) => row.idempotency_key),
      );
      for (const { orderId, cancel, ship } of outcomes) {
        const { payment_state, delivery_state } = stateOf.get(orderId)!;
        const method = placed.find((order) => order.orderId === orderId)!.method;
        const cancelled = payment_state === 'cancelled';
        expect({ orderId, cancel, ship, payment_state, delivery_state }).toEqual(
          cancelled
            ? {
                orderId,
                cancel: 200,
                ship: DELIVERY_SWITCH_FAILED,
                payment_state,
                delivery_state: 'to_ship',
              }
            : {
                orderId,
                cancel: SHIPPED_NOT_CANCELLABLE,
                ship: 200,
                payment_state,
                delivery_state: 'shipped',
              },
        );
        // A cancelled wallet payment went back to the wallet once; nothing else was refunded.
        expect({ orderId, refunded: refunds.has(`order-cancel:${orderId}`) }).toEqual({
          orderId,
          refunded: cancelled && method === 'wallet',
        });
      }
      await expectConsistent(db, initialStock);
    });

    describe('a server killed mid-purchase', () => {
      // Kills spread over the crash points, each a server start of its own: 16 in CI (each point is a fixed place in the code,
      // so more kills repeat the same deaths; `CRASH_RUNS=50` for a longer battery).
      const RUNS = Number(process.env.CRASH_RUNS ?? 16);
      const AT_ONCE = 4;
      const SURVIVAL_MS = 20_000;
      let bundle: string;
      let product: ProductFixture;

      before(async () => {
        // The built server starts in a fraction of tsx's time, and 50 starts add up.
        bundle = builtServer();
        product = await newProduct('Crash Torch', 1_500, 10_000);
      });

      const startServer = (crashAt?: CrashPoint) =>
        startServerProcess([join(bundle, 'main.js')], {
          DATABASE_URL: databaseUrl,
          DATABASE_POOL_SIZE: '2',
          ORDER_AUTO_CANCEL_INTERVAL_SECONDS: '0',
          ...(crashAt && { MALL_CRASH_AT: crashAt }),
        });

      const send = (server: ServerProcess, path: string, payload: unknown, token: string, key?: string) =>
        fetch(`${server.base}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'access-token': token,
            ...(key && { 'idempotency-key': key }),
          },
          body: JSON.stringify(payload),
        }).then(async (response) => (await response.json()) as { code: number; data: unknown });

      interface CrashRun {
        point: CrashPoint;
        shopper: Shopper;
        /** The request the server died in, sent again after the restart. */
        request: { path: string; payload: Record<string, unknown>; key?: string };
        orderId?: number;
      }

      /** A shopper ready to make the request that reaches `point`, and that request. */
      async function prepare(run: number, point: CrashPoint): Promise<CrashRun> {
        const shopper = await shopperWithAddress(api, `crash-${run}@example.com`);
        if (point.startsWith('checkout:')) {
          await addToCart(api, shopper.token, product.id, 1);
          return {
            point,
            shopper,
            request: {
              path: '/checkout/onepage/place-order',
              payload: {
                address_id: shopper.addressId,
                delivery_code: 'standard',
                line_ids: await cartLineIds(api, shopper.token),
              },
              key: `crash-${run}`,
            },
          };
        }
        const [order] = await placeOrderOf(api, shopper, [[product.id, 1]]);
        await credit(shopper.id, order!.total_minor, `test-credit:crash-${run}`);
        const payload =
          point === 'payment:wallet-debited'
            ? { order_id: order!.order_id, method: 'wallet' }
            : { order_id: order!.order_id, method: 'card', ...SANDBOX_APPROVED_CARD };
        return {
          point,
          shopper,
          orderId: order!.order_id,
          request: {
            path: '/customer/order/pay',
            payload,
            // A wallet payment is one statement: its point follows the commit, and the retry replays its answer.
            ...(point === 'payment:wallet-debited' && { key: `crash-${run}` }),
          },
        };
      }

      /** Starts a server that dies at the run's point, sends the run's request, and waits for the death. */
      async function crash(run: CrashRun) {
        const server = await startServer(run.point);
        const exited = once(server.child, 'exit');
        // A server that does not die is stopped, so that the test fails instead of waiting for ever.
        const survivor = setTimeout(() => server.child.kill('SIGTERM'), SURVIVAL_MS);
        const answer = await send(
          server,
          run.request.path,
          run.request.payload,
          run.shopper.token,
          run.request.key,
        ).then(
          (body) => `answered ${body.code}`,
          () => 'no answer',
        );
        const [, signal] = await exited;
        clearTimeout(survivor);
        return { point: run.point, answer, signal: signal as string | null };
      }

      it(`keeps the books and the stock whole through ${RUNS} kills at ${crashPoints.length} points, and a restart`, async () => {
        const runs: CrashRun[] = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(await prepare(run, crashPoints[run % crashPoints.length]!));
        const deaths: { point: CrashPoint; answer: string; signal: string | null }[] = [];
        for (let first = 0; first < runs.length; first += AT_ONCE)
          deaths.push(...(await Promise.all(runs.slice(first, first + AT_ONCE).map(crash))));
        expect(deaths.filter((death) => death.answer !== 'no answer' || death.signal !== 'SIGKILL')).toEqual(
          [],
        );
        await expectConsistent(db, initialStock);

        // What died before its commit (the card's approval, not yet recorded) left nothing; what died after it (the
        // wallet's payment, one statement) is there once.
        const paidOrders = await rowsOf<{ id: number }>(
          db,
          sql`select id from orders where payment_state = 'paid' and id in (${sql.join(
            runs.filter((run) => run.orderId).map((run) => sql`${run.orderId}`),
            sql`, `,
          )}) order by id`,
        );
        expect(paidOrders.map((row) => row.id)).toEqual(
          runs
            .filter((run) => run.point === 'payment:wallet-debited')
            .map((run) => run.orderId)
            .sort((a, b) => a! - b!),
        );

        const restarted = await startServer();
        try {
          const retries = await Promise.all(
            runs.map((run) =>
              send(restarted, run.request.path, run.request.payload, run.shopper.token, run.request.key),
            ),
          );
          expect(tally(retries.map((body) => body.code))).toEqual({ 200: RUNS });
          const sets = await rowsOf<{ user_id: number; n: string }>(
            db,
            sql`select user_id, count(*) as n from order_sets where user_id in (${sql.join(
              runs.map((run) => sql`${run.shopper.id}`),
              sql`, `,
            )}) group by user_id`,
          );
          // One order set each: the one placed before the kill and replayed, or the one placed by the retry.
          expect(sets.map((row) => Number(row.n))).toEqual(Array(RUNS).fill(1));
          await expectConsistent(db, initialStock);
        } finally {
          restarted.child.kill('SIGTERM');
          await once(restarted.child, 'exit');
        }
      });
    });
  },
);
