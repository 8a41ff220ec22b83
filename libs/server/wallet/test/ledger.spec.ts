import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import { type Database, DomainError, type IsolationLevel, withTransaction } from '@mall/server-core';
import type { DatabaseHandle } from '@mall/server-database';
import { openTestDatabase } from '@mall/server-database/testing';
import {
  balancesOf,
  creditWallet,
  ledgerViolations,
  orderPaymentKey,
  payOrderFromWallet,
  postJournal,
  refundToWallet,
  settleOrder,
} from '../src';
import { newUser, openShop, rowsOf } from './fixtures';

const serverUrl = process.env.TEST_DATABASE_URL;

const journalCount = async (db: Database, key: string) => {
  const [row] = await rowsOf<{ n: string }>(
    db,
    sql`select count(*) as n from ledger_journals where idempotency_key = ${key}`,
  );
  return Number(row!.n);
};

/** Why the work failed: PostgreSQL's message, on the error itself (a failed commit) or on drizzle's cause. */
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => 'it succeeded',
    (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`,
  );

describe('the double-entry ledger', () => {
  let database: DatabaseHandle;
  let db: Database;
  let shopper: number;
  before(async () => {
    database = await openTestDatabase();
    db = database.db;
    shopper = await newUser(db, 'ledger@example.com');
    await db.transaction((tx) =>
      creditWallet(tx, { userId: shopper, amountMinor: 10_000, key: 'test-credit:1' }),
    );
  });
  after(() => database.close());

  it('pays an order once however often the payment is posted', async () => {
    const pay = () =>
      db.transaction((tx) => payOrderFromWallet(tx, { userId: shopper, orderId: 101, amountMinor: 2_500 }));
    const first = await pay();
    const again = await pay();
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ journalId: null, replayed: true });
    expect(await balancesOf(db, shopper)).toEqual({ availableMinor: 7_500, frozenMinor: 0, pendingMinor: 0 });
    expect(await journalCount(db, 'order-payment:101')).toBe(1);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses a payment the balance does not cover and leaves the caller’s transaction usable', async () => {
    const afterRefusal = await db.transaction(async (tx) => {
      const refusal = await payOrderFromWallet(tx, {
        userId: shopper,
        orderId: 102,
        amountMinor: 7_501,
      }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DomainError);
      expect((refusal as DomainError).key).toBe('INSUFFICIENT_BALANCE');
      return payOrderFromWallet(tx, { userId: shopper, orderId: 103, amountMinor: 500 });
    });
    expect(afterRefusal.replayed).toBe(false);
    expect(await journalCount(db, 'order-payment:102')).toBe(0);
    expect((await balancesOf(db, shopper)).availableMinor).toBe(7_000);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('keeps one payment per order whichever way it was paid', async () => {
    // As the card's approval posts it (`settle_card_attempt`): card clearing owes the order payables.
    await db.transaction((tx) =>
      postJournal(tx, {
        kind: 'order_payment',
        idempotencyKey: orderPaymentKey(104),
        reference: { type: 'order', id: 104 },
        entries: [
          { account: { type: 'platform', kind: 'card_clearing' }, amountMinor: -900 },
          { account: { type: 'platform', kind: 'order_payables' }, amountMinor: 900 },
        ],
      }),
    );
    const byWallet = await db.transaction((tx) =>
      payOrderFromWallet(tx, { userId: shopper, orderId: 104, amountMinor: 900 }),
    );
    expect(byWallet.replayed).toBe(true);
    expect((await balancesOf(db, shopper)).availableMinor).toBe(7_000);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('settles to the shop, refunds from its settlement, and refuses a refund the settlement cannot pay', async () => {
    const shop = await openShop(db, 'Ledger Goods');
    const refundFromShop = (id: number, amountMinor: number) =>
      db.transaction((tx) =>
        refundToWallet(tx, {
          userId: shopper,
          amountMinor,
          key: `refund:${id}`,
          reference: { type: 'refund', id },
          fromShopId: shop,
        }),
      );
    await db.transaction(async (tx) => {
      await payOrderFromWallet(tx, { userId: shopper, orderId: 105, amountMinor: 3_000 });
      await settleOrder(tx, { shopId: shop, orderId: 105, amountMinor: 3_000, cashOnDelivery: false });
      await settleOrder(tx, { shopId: shop, orderId: 106, amountMinor: 1_000, cashOnDelivery: true });
    });
    await refundFromShop(1, 3_500);
    await expect(refundFromShop(2, 501)).rejects.toMatchObject({ key: 'RETURN_DISPATCH_FAILED' });
    const [settlement] = await rowsOf<{ balance_minor: string }>(
      db,
      sql`select balance_minor from ledger_accounts where shop_id = ${shop} and kind = 'settlement'`,
    );
    expect(Number(settlement!.balance_minor)).toBe(500);
    expect((await balancesOf(db, shopper)).availableMinor).toBe(7_000 - 3_000 + 3_500);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses at commit a journal whose entries do not sum to zero, or that has a single entry', async () => {
    const lopsided = db.transaction((tx) =>
      postJournal(tx, {
        kind: 'wallet_credit',
        idempotencyKey: 'test-lopsided',
        entries: [
          { account: { type: 'platform', kind: 'cash' }, amountMinor: -100 },
          { account: { type: 'user', userId: shopper, kind: 'available' }, amountMinor: 101 },
        ],
      }),
    );
    expect(await failureOf(lopsided)).toMatch(/does not balance: 2 entries summing to 1/);
    const entryless = db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into ledger_journals (kind, idempotency_key) values ('wallet_credit', 'test-entryless')`,
      );
    });
    expect(await failureOf(entryless)).toMatch(/does not balance: 0 entries/);
    expect(await journalCount(db, 'test-lopsided')).toBe(0);
    expect(await journalCount(db, 'test-entryless')).toBe(0);
  });

  it('never lets a cascade, a delete or an edit remove or change ledger rows', async () => {
    const refusedBy = (statement: ReturnType<typeof sql>, code: string | RegExp) =>
      expect(db.execute(statement)).rejects.toMatchObject({ cause: { code: expect.stringMatching(code) } });
    // PostgreSQL 15 reports a foreign key’s RESTRICT as 23503; the newer PostgreSQL in PGlite as 23001.
    await refusedBy(sql`delete from users where id = ${shopper}`, /^23(503|001)$/);
    await refusedBy(sql`delete from ledger_entries`, '23001');
    await refusedBy(sql`delete from ledger_journals`, '23001');
    await refusedBy(sql`update ledger_entries set amount_minor = amount_minor * 2`, '23001');
    await refusedBy(
      sql`update ledger_accounts set balance_minor = balance_minor + 1 where user_id = ${shopper}`,
      '23001',
    );
    await refusedBy(sql`update ledger_balance_slots set balance_minor = balance_minor + 1`, '23001');
    await refusedBy(
      sql`insert into ledger_balance_slots (account_id, slot, balance_minor)
          select id, 99, 1 from ledger_accounts where kind = 'order_payables'`,
      '23001',
    );
    expect((await balancesOf(db, shopper)).availableMinor).toBe(7_500);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('the ledger’s own check', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('reports books put out of balance behind the triggers’ and constraints’ back', async () => {
    const broken = database.db;
    const user = await newUser(broken, 'broken@example.com');
    await broken.transaction((tx) =>
      creditWallet(tx, { userId: user, amountMinor: 50, key: 'test-credit:broken' }),
    );
    expect(await ledgerViolations(broken)).toEqual([]);
    await broken.execute(sql`alter table ledger_accounts disable trigger user`);
    await broken.execute(
      sql`alter table ledger_accounts drop constraint ledger_accounts_balance_not_negative`,
    );
    await broken.execute(sql`update ledger_accounts set balance_minor = -7 where user_id = ${user}`);
    expect(await ledgerViolations(broken)).toEqual([
      expect.stringMatching(/^cached balance differs from the sum of entries: \d+$/),
      expect.stringMatching(/^user or shop account is negative: \d+$/),
    ]);
  });

  it('reports a platform account whose slots were moved behind the entries’ back', async () => {
    const broken = database.db;
    const user = await newUser(broken, 'slots@example.com');
    await broken.transaction((tx) => payOrderFromWallet(tx, { userId: user, orderId: 1, amountMinor: 1 }));
    await broken.execute(sql`alter table ledger_balance_slots disable trigger user`);
    await broken.execute(
      sql`update ledger_balance_slots set balance_minor = -1000
           where account_id = (select id from ledger_accounts where kind = 'order_payables')`,
    );
    expect(await ledgerViolations(broken)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^cached balance differs from the sum of entries: \d+$/),
        expect.stringMatching(/^order payables are negative: \d+$/),
      ]),
    );
  });
});

const PAYMENTS = 50;
const PRICE = 300;
const AFFORDABLE = 17;

/**
 * Credits a new shopper with enough for {@link AFFORDABLE} payments (and a little change), sends {@link PAYMENTS}
 * payments for different orders at once, and checks that exactly the affordable ones went through.
 */
async function expectOnlyAffordablePaymentsThrough(db: Database, isolation: IsolationLevel, race: number) {
  const shopper = await newUser(db, `racer-${race}@example.com`);
  await db.transaction((tx) =>
    creditWallet(tx, {
      userId: shopper,
      amountMinor: AFFORDABLE * PRICE + PRICE - 1,
      key: `test-credit:race-${race}`,
    }),
  );
  const firstOrder = (race + 1) * 1_000;
  const outcomes = await Promise.all(
    Array.from({ length: PAYMENTS }, (_, payment) =>
      withTransaction(
        db,
        (tx) =>
          payOrderFromWallet(tx, { userId: shopper, orderId: firstOrder + payment, amountMinor: PRICE }),
        { isolation },
      ).then(
        () => 'paid',
        (error: unknown) => (error instanceof DomainError ? error.key : `fault: ${String(error)}`),
      ),
    ),
  );
  const count = (outcome: string) => outcomes.filter((each) => each === outcome).length;
  expect(outcomes.filter((outcome) => outcome.startsWith('fault'))).toEqual([]);
  expect({ paid: count('paid'), refused: count('INSUFFICIENT_BALANCE') }).toEqual({
    paid: AFFORDABLE,
    refused: PAYMENTS - AFFORDABLE,
  });
  expect((await balancesOf(db, shopper)).availableMinor).toBe(PRICE - 1);
  expect(await ledgerViolations(db)).toEqual([]);
}

describe(
  'concurrent wallet payments',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    let database: DatabaseHandle;
    before(async () => {
      database = await openTestDatabase();
    });
    after(() => database.close());

    // The account's CHECK refuses the overdraft under either isolation; SERIALIZABLE also retries conflicts.
    it('lets exactly the payments the balance covers through (serializable)', () =>
      expectOnlyAffordablePaymentsThrough(database.db, 'serializable', 0));
    it('lets exactly the payments the balance covers through (read committed)', () =>
      expectOnlyAffordablePaymentsThrough(database.db, 'read committed', 1));
  },
);

describe(
  'concurrent payments of different shoppers',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    let database: DatabaseHandle;
    before(async () => {
      database = await openTestDatabase();
    });
    after(() => database.close());

    // All of them credit the one order payables account: on one row they would run one at a time.
    it('moves the order payables through several slots and keeps the books whole', async () => {
      const db = database.db;
      const shoppers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => newUser(db, `slots-${index}@example.com`)),
      );
      await Promise.all(
        shoppers.map((userId) =>
          db.transaction((tx) =>
            creditWallet(tx, { userId, amountMinor: 1_000, key: `test-credit:slots-${userId}` }),
          ),
        ),
      );
      await Promise.all(
        shoppers.map((userId, index) =>
          withTransaction(
            db,
            (tx) => payOrderFromWallet(tx, { userId, orderId: 5_000 + index, amountMinor: 600 }),
            { isolation: 'read committed' },
          ),
        ),
      );
      const [payables] = await rowsOf<{ slots: number; total: string }>(
        db,
        sql`select count(*)::int as slots, sum(slot.balance_minor) + max(account.balance_minor) as total
              from ledger_accounts account join ledger_balance_slots slot on slot.account_id = account.id
             where account.kind = 'order_payables'`,
      );
      expect(payables!.slots).toBeGreaterThan(1);
      expect(Number(payables!.total)).toBe(20 * 600);
      for (const userId of shoppers) expect((await balancesOf(db, userId)).availableMinor).toBe(400);
      expect(await ledgerViolations(db)).toEqual([]);
    });
  },
);
