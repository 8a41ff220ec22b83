import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database } from '@mall/server-database';

interface DrizzleInternals {
  dialect: PgDialect;
  session: PgSession & { client: unknown };
}

/**
 * Drizzle binds a prepared query to the session it was made on, and the only part of it that differs between the
 * pool and a transaction on it is `client`, the connection it runs on. So a query is built once per driver
 * (PGlite, node-postgres) and each call runs it on the connection of the database or transaction it is given.
 */
function builtOncePerDriver<Query extends object>(make: (db: Database) => Query) {
  const byDriver = new Map<unknown, Query>();
  return (db: Database): Query => {
    const { session } = db as unknown as DrizzleInternals;
    let built = byDriver.get(session.constructor);
    if (!built) {
      built = make(db);
      byDriver.set(session.constructor, built);
    }
    return Object.create(built, { client: { value: session.client } }) as Query;
  };
}

/**
 * A named statement whose text is built once, with `sql.placeholder`s for what changes: each call only binds
 * its values. On PostgreSQL each pooled connection plans it once, where `db.execute` plans every time (for a
 * product page's read, planning took longer than running), and building the text of a statement with dozens
 * of columns cost as much CPU as parsing its rows. PGlite runs it as usual. Rows come back as `db.execute`
 * returns them. In a transaction, pass the transaction: the statement runs on its connection.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(name: string, query: SQL) {
  const statement = builtOncePerDriver((db) => {
    const { dialect, session } = db as unknown as DrizzleInternals;
    return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  });
  return async (db: Database, values: Values): Promise<Row[]> =>
    ((await statement(db).execute(values)) as { rows: Row[] }).rows;
}

/**
 * A query builder's statement (`sql.placeholder`s for what changes), named and built once, answering what the
 * builder answers (rows mapped to its columns' types): as `preparedStatement`, for reads whose rows are a table's.
 */
export function preparedQuery<Result, Values extends Record<string, unknown>>(
  name: string,
  build: (db: Database) => {
    prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
  },
) {
  const query = builtOncePerDriver((db) => build(db).prepare(name));
  return (db: Database, values: Values): Promise<Result> => query(db).execute(values);
}

/**
 * Runs `query` as a statement named after its text: for a statement built on each call that comes in a few shapes
 * (an event recorded with its aggregate's history row, whose text differs by caller), so that each connection
 * plans each shape once. Rows come back as `db.execute` returns them.
 */
export async function executeNamed<Row>(db: Database, query: SQL): Promise<Row[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  const name = `by_text_${createHash('sha1').update(built.sql).digest('base64url')}`;
  const result = await session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: Row[] }).rows;
}
