import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import {
  type Database,
  DomainError,
  isDatabaseUnavailable,
  isTransactionConflict,
  withTransaction,
} from '@mall/server-core';
import type { DatabaseHandle } from '../src/db/connection';
import { installErrorHandling } from '../src/http/error-handler';
import { createPostgresTestDatabase, createTestApp, type TestApp } from './harness';

const serverUrl = process.env.TEST_DATABASE_URL;

const conflict = (code: string) => Object.assign(new Error('conflict'), { code });

describe('withTransaction', () => {
  let api: TestApp;
  before(async () => {
    api = await createTestApp();
  });
  after(() => api.close());

  it('recognises conflicts however deep drizzle wraps the driver error', () => {
    expect(isTransactionConflict(conflict('40001'))).toBe(true);
    expect(isTransactionConflict(new Error('query failed', { cause: conflict('40P01') }))).toBe(true);
    expect(isTransactionConflict(conflict('55P03'))).toBe(true);
    expect(isTransactionConflict(conflict('23505'))).toBe(false);
    expect(isTransactionConflict('40001')).toBe(false);
  });

  it('tells a database out of reach from a failed statement', () => {
    const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });
    expect(isDatabaseUnavailable(wrapped(conflict('57P01')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(conflict('08006')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(conflict('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(conflict('23505')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(conflict('40001')))).toBe(false);
  });

  it('runs the work again after a conflict and gives up after the allowed retries', async () => {
    let attempts = 0;
    const answer = await withTransaction(api.database.db, async () => {
      attempts += 1;
      if (attempts < 3) throw conflict('40001');
      return 'done';
    });
    expect({ answer, attempts }).toEqual({ answer: 'done', attempts: 3 });

    attempts = 0;
    const stubborn = withTransaction(
      api.database.db,
      async () => {
        attempts += 1;
        throw conflict('40P01');
      },
      { retries: 2 },
    );
    await expect(stubborn).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(3);
  });

  it('answers a conflict that outlasted every retry as busy, to be sent again, never as a fault', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.post('/contended', async () => {
      throw new Error('query failed', { cause: conflict('40001') });
    });
    const reply = await app.inject({ method: 'POST', url: '/contended' });
    await app.close();
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe('1');
    expect(reply.json()).toMatchObject({ code: 2000018, data: null });
  });

  it('never repeats work that failed for another reason, and rolls it back', async () => {
    const { db } = api.database;
    await db.execute(sql`create table refusal_probe (id int primary key)`);
    let attempts = 0;
    const refused = withTransaction(db, async (tx) => {
      attempts += 1;
      await tx.execute(sql`insert into refusal_probe values (1)`);
      throw new DomainError('INVALID_PARAMETERS');
    });
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    expect(attempts).toBe(1);
    const rows = await db.execute(sql`select count(*)::int as n from refusal_probe`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe(
  'concurrent transfers under withTransaction',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    const OPENING_BALANCE = 1_000;
    const TRANSFERS = 40;
    let database: DatabaseHandle;

    before(async () => {
      database = (await createPostgresTestDatabase(serverUrl!)).database;
      await database.db.execute(
        sql`create table transfer_probe (id int primary key, balance_minor bigint not null)`,
      );
      await database.db.execute(
        sql`insert into transfer_probe values (1, ${OPENING_BALANCE}), (2, ${OPENING_BALANCE})`,
      );
    });
    after(() => database?.close());

    const balanceOf = async (tx: Database, id: number) => {
      const result = await tx.execute(sql`select balance_minor from transfer_probe where id = ${id}`);
      return Number((result as unknown as { rows: { balance_minor: string }[] }).rows[0]!.balance_minor);
    };

    /**
     * Reads both balances, refuses an overdraft, then writes the new balances as absolute values: the
     * read-check-write shape that loses updates and overdraws when concurrent transactions interleave unchecked.
     */
    const transfer = (from: number, to: number, amount: number, attempts: { count: number }) =>
      withTransaction(
        database.db,
        async (tx) => {
          attempts.count += 1;
          const [source, target] = [await balanceOf(tx, from), await balanceOf(tx, to)];
          if (source < amount) return false;
          await tx.execute(
            sql`update transfer_probe set balance_minor = ${source - amount} where id = ${from}`,
          );
          await tx.execute(
            sql`update transfer_probe set balance_minor = ${target + amount} where id = ${to}`,
          );
          return true;
        },
        { retries: 20 },
      );

    it('keeps the total, never overdraws, and applies exactly the transfers it reported', async () => {
      const attempts = { count: 0 };
      const planned = Array.from({ length: TRANSFERS }, (_, index) => ({
        from: index % 2 === 0 ? 1 : 2,
        to: index % 2 === 0 ? 2 : 1,
        amount: 150 + ((index * 97) % 400),
      }));
      const outcomes = await Promise.all(
        planned.map(({ from, to, amount }) => transfer(from, to, amount, attempts)),
      );

      const [first, second] = [await balanceOf(database.db, 1), await balanceOf(database.db, 2)];
      expect(first + second).toBe(2 * OPENING_BALANCE);
      expect(Math.min(first, second)).toBeGreaterThanOrEqual(0);
      const netIntoFirst = planned.reduce(
        (net, { from, amount }, index) => (outcomes[index] ? net + (from === 2 ? amount : -amount) : net),
        0,
      );
      expect(first).toBe(OPENING_BALANCE + netIntoFirst);
      // The pool runs transactions side by side, so some of them conflicted and ran again.
      expect(attempts.count).toBeGreaterThan(TRANSFERS);
    });
  },
);
