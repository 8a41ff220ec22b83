import { describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, isDatabaseUnavailable, isTransactionConflict } from '../src';
import { openTestDatabase } from '../src/testing';

const rowsOf = async <Row>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

describe('a test database', () => {
  it('is migrated to the newest migration and is a test’s own: what one test writes another never sees', async () => {
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    try {
      const applied = await rowsOf<{ count: string }>(
        first.db,
        sql`select count(*) as count from drizzle.__drizzle_migrations`,
      );
      expect(Number(applied[0]!.count)).toBeGreaterThan(20);
      await first.db.execute(sql`create table only_here (id integer)`);
      const elsewhere = await rowsOf<{ table: string | null }>(
        second.db,
        sql`select to_regclass('only_here')::text as table`,
      );
      expect(elsewhere).toEqual([{ table: null }]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it(
    'on PostgreSQL is dropped when its handle closes',
    { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
    async () => {
      const database = await openTestDatabase();
      const [current] = await rowsOf<{ name: string }>(database.db, sql`select current_database() as name`);
      await database.close();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const left = await admin.query('select 1 from pg_database where datname = $1', [current!.name]);
        expect(left.rowCount).toBe(0);
      } finally {
        await admin.end();
      }
    },
  );
});

describe('database errors', () => {
  const wrapped = (cause: object) => Object.assign(new Error('Failed query: update …'), { cause });

  it('knows a conflict to run again, through drizzle’s wrapping, and nothing else', () => {
    for (const code of ['40001', '40P01', '55P03'])
      expect(isTransactionConflict(wrapped({ code }))).toBe(true);
    expect(isTransactionConflict(wrapped({ code: '23505' }))).toBe(false);
    expect(isTransactionConflict(new Error('boom'))).toBe(false);
  });

  it('knows an unreachable database from its SQLSTATE, its socket error or node-postgres’s words', () => {
    for (const cause of [
      { code: '08006' },
      { code: '57P01' },
      { code: '53300' },
      { code: 'ECONNREFUSED' },
      { message: 'Connection terminated unexpectedly' },
    ])
      expect(isDatabaseUnavailable(wrapped(cause))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '22P02' }))).toBe(false);
    expect(isDatabaseUnavailable(wrapped({ code: '40001' }))).toBe(false);
  });
});
