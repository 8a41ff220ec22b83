import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { beginCardAttempt, payOrder, settlePendingCardAttempts } from '@mall/server-orders';
import {
  type Card,
  type ChargeRequest,
  createSandboxPaymentProvider,
  type PaymentProvider,
} from '@mall/server-payments';
import { balancesOf, creditWallet, rechargeByCard } from '@mall/server-wallet';
import {
  expectConsistent,
  placeOrderOf,
  type ProductFixture,
  rowsOf,
  seedShops,
  shopperWithAddress,
} from './buying-fixtures';
import { createPostgresTestDatabase, createTestApp, signUp, type TestApp } from './harness';

const serverUrl = process.env.TEST_DATABASE_URL;

const card: Card = {
  number: '4242424242424242',
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holderName: 'Ada Lovelace',
};

/**
 * The sandbox with a delay, noting the references it charged and, at each call, how many transactions were open
 * on the test database with a lock on the payment's tables (meaningful when one payment runs alone).
 */
function watchedProvider(db: Database, delayMs: number) {
  const sandbox = createSandboxPaymentProvider({ delayMs });
  const charged: string[] = [];
  const openTransactionsDuringCalls: number[] = [];
  let failAfterCharge = false;
  const provider: PaymentProvider = {
    sandbox: true,
    async charge(request: ChargeRequest) {
      // Transactions left open that lock or write the payment's rows. The app's event deliveries run in the
      // background on the same database and may be between statements of their own transaction (reading an order's
      // states, writing notices), so they are not counted: they lock none of these tables beyond reading them.
      const [counted] = await rowsOf<{ open: number }>(
        db,
        sql`select count(distinct activity.pid)::int as open
              from pg_stat_activity activity
              join pg_locks lock on lock.pid = activity.pid
             where activity.datname = current_database()
               and activity.state like 'idle in transaction%'
               and lock.locktype = 'relation' and lock.mode <> 'AccessShareLock'
               and lock.relation = any (array['orders', 'payments', 'card_payment_attempts', 'idempotency_keys',
                   'wallet_recharges', 'ledger_journals', 'ledger_entries', 'ledger_balance_slots']::regclass[])`,
      );
      openTransactionsDuringCalls.push(counted!.open);
      const outcome = await sandbox.charge(request);
      // The sandbox charges once per reference: the references charged are the charges.
      if (!charged.includes(request.reference)) charged.push(request.reference);
      if (failAfterCharge) throw new Error('the connection to the provider dropped after it charged');
      return outcome;
    },
    find: (reference) => sandbox.find(reference),
  };
  return {
    provider,
    charged,
    openTransactionsDuringCalls,
    failNextAfterCharge: (fail: boolean) => (failAfterCharge = fail),
  };
}

const countOf = async (db: Database, query: ReturnType<typeof sql>) =>
  Number((await rowsOf<{ n: string | number }>(db, query))[0]!.n);

describe(
  'card payments outside the order lock, on PostgreSQL',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    let api: TestApp;
    let db: Database;
    let product: ProductFixture;
    const initialStock = new Map<number, number>();

    before(async () => {
      const created = await createPostgresTestDatabase(serverUrl!);
      api = await createTestApp({ ORDER_AUTO_CANCEL_INTERVAL_SECONDS: '0' }, created.database);
      db = api.database.db;
      const shops = await seedShops(db);
      product = await shops.product(0, 'Card Lamp', 2_500, 1_000);
      initialStock.set(product.id, 1_000);
    });
    after(() => api?.close());

    const newOrder = async (email: string) => {
      const shopper = await shopperWithAddress(api, email);
      const [order] = await placeOrderOf(api, shopper, [[product.id, 1]]);
      return { shopper, order: order! };
    };
    const paymentsOf = (orderId: number) =>
      rowsOf<{ succeeded: boolean; provider_reference: string | null }>(
        db,
        sql`select succeeded, provider_reference from payments where order_id = ${orderId} order by id`,
      );
    const orderOf = async (orderId: number) =>
      (
        await rowsOf<{ payment_state: string; card_attempt_id: number | null }>(
          db,
          sql`select payment_state, card_attempt_id from orders where id = ${orderId}`,
        )
      )[0]!;

    type Placed = Awaited<ReturnType<typeof newOrder>>;
    /** The shopper pays their order by card through `provider`. */
    const payByCardThrough = ({ shopper, order }: Placed, provider: PaymentProvider) =>
      payOrder(db, shopper.id, { orderId: order.order_id, method: 'card', card }, { provider });
    /** The shopper's wallet is given the order's total and pays it. */
    const payFromFundedWallet = async ({ shopper, order }: Placed, provider: PaymentProvider) => {
      await db.transaction((tx) =>
        creditWallet(tx, {
          userId: shopper.id,
          amountMinor: order.total_minor,
          key: `test-credit:${order.order_id}`,
        }),
      );
      return payOrder(db, shopper.id, { orderId: order.order_id, method: 'wallet' }, { provider });
    };

    it('charges once when ten payments of one order come at once', async () => {
      const watched = watchedProvider(db, 150);
      const placed = await newOrder('card-race@example.com');
      const { order } = placed;
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () =>
          payByCardThrough(placed, watched.provider).then(
            (outcome) => `paid ${outcome.orderId}`,
            (error: { key?: string }) => error.key ?? String(error),
          ),
        ),
      );
      // The first attempt is resumed by the requests that came while it was in flight (the same card), or they
      // are refused once the order is paid: one charge, one payment, one journal either way.
      expect(outcomes.filter((outcome) => outcome === `paid ${order.order_id}`).length).toBeGreaterThan(0);
      expect(outcomes.filter((outcome) => outcome !== `paid ${order.order_id}`)).toEqual(
        outcomes.filter((outcome) => outcome === 'ORDER_PAYMENT_FAILED'),
      );
      expect(watched.charged).toHaveLength(1);
      expect(await paymentsOf(order.order_id)).toEqual([
        { succeeded: true, provider_reference: `sandbox:${watched.charged[0]}` },
      ]);
      expect(await orderOf(order.order_id)).toEqual({ payment_state: 'paid', card_attempt_id: null });
      await expectConsistent(db, initialStock);
    });

    it('settles an attempt whose answer was lost after the charge: paid once, from the provider’s record', async () => {
      const watched = watchedProvider(db, 0);
      const placed = await newOrder('card-lost@example.com');
      const { order } = placed;
      watched.failNextAfterCharge(true);
      await expect(payByCardThrough(placed, watched.provider)).rejects.toThrow(/dropped after it charged/);
      watched.failNextAfterCharge(false);
      // Charged, nothing recorded: the order is unpaid, its attempt pending, no journal, and it cannot be paid by
      // wallet or cancelled meanwhile.
      expect((await orderOf(order.order_id)).payment_state).toBe('unpaid');
      expect((await orderOf(order.order_id)).card_attempt_id).not.toBeNull();
      expect(await paymentsOf(order.order_id)).toEqual([]);
      await expectConsistent(db, initialStock);
      await expect(payFromFundedWallet(placed, watched.provider)).rejects.toMatchObject({
        key: 'ORDER_PAYMENT_FAILED',
      });

      expect(await settlePendingCardAttempts(db, watched.provider, 0)).toBe(1);
      expect(watched.charged).toHaveLength(1);
      expect(await orderOf(order.order_id)).toEqual({ payment_state: 'paid', card_attempt_id: null });
      expect(await paymentsOf(order.order_id)).toHaveLength(1);
      expect(
        await countOf(
          db,
          sql`select count(*) as n from ledger_journals where idempotency_key = ${`order-payment:${order.order_id}`}`,
        ),
      ).toBe(1);
      await expectConsistent(db, initialStock);
    });

    it('abandons an attempt the provider never heard of (the process died before the call): the order is free again', async () => {
      const watched = watchedProvider(db, 0);
      const placed = await newOrder('card-died@example.com');
      const { shopper, order } = placed;
      await beginCardAttempt(db, shopper.id, order.order_id, card);
      expect(await settlePendingCardAttempts(db, watched.provider, 0)).toBe(1);
      expect(watched.charged).toEqual([]);
      expect(await orderOf(order.order_id)).toEqual({ payment_state: 'unpaid', card_attempt_id: null });
      expect(
        await countOf(
          db,
          sql`select count(*) as n from card_payment_attempts where order_id = ${order.order_id} and state = 'abandoned'`,
        ),
      ).toBe(1);
      await payFromFundedWallet(placed, watched.provider);
      expect((await orderOf(order.order_id)).payment_state).toBe('paid');
      await expectConsistent(db, initialStock);
    });

    it('calls the provider with no transaction open, and resumes a pending attempt when the shopper pays again with the same card: charged once', async () => {
      const watched = watchedProvider(db, 0);
      const placed = await newOrder('card-retry@example.com');
      const { order } = placed;
      watched.failNextAfterCharge(true);
      await expect(payByCardThrough(placed, watched.provider)).rejects.toThrow(/dropped/);
      watched.failNextAfterCharge(false);
      await payByCardThrough(placed, watched.provider);
      expect(watched.charged).toHaveLength(1);
      expect(watched.openTransactionsDuringCalls).toEqual([0, 0]);
      expect(await orderOf(order.order_id)).toEqual({ payment_state: 'paid', card_attempt_id: null });
      expect(await paymentsOf(order.order_id)).toHaveLength(1);
      await expectConsistent(db, initialStock);
    });

    it('tops a wallet up by card with no transaction open: one key sent ten times at once, and again after the first died past the charge, charges and credits once', async () => {
      const watched = watchedProvider(db, 50);
      const shopper = await signUp(api, 'card-top-up@example.com');
      const topUp = (key: string) =>
        rechargeByCard(db, watched.provider, { userId: shopper.id, amountMinor: 30_000, card }, key);
      const answers = await Promise.allSettled(Array.from({ length: 10 }, () => topUp('top-up-once')));
      const created = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.id] : []));
      expect(created.length).toBeGreaterThan(0);
      expect(new Set(created).size).toBe(1);
      expect(watched.charged).toEqual([`wallet-top-up:${shopper.id}:top-up-once`]);

      watched.failNextAfterCharge(true);
      await expect(topUp('top-up-retried')).rejects.toThrow(/dropped/);
      watched.failNextAfterCharge(false);
      await topUp('top-up-retried');
      expect(watched.charged).toHaveLength(2);
      expect((await balancesOf(db, shopper.id)).availableMinor).toBe(60_000);
      const alone = watchedProvider(db, 50);
      await rechargeByCard(
        db,
        alone.provider,
        { userId: shopper.id, amountMinor: 10_000, card },
        'top-up-alone',
      );
      expect(alone.openTransactionsDuringCalls).toEqual([0]);
      await expectConsistent(db, initialStock);
    });
  },
);
