import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgPreparedQuery, PgSession, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from '@mall/server-database';

interface DrizzleInternals {
  dialect: PgDialect;
  session: PgSession;
}

/**
 * A named statement whose text is built once, with `sql.placeholder`s for what changes: each call only binds
 * its values. On PostgreSQL each pooled connection plans it once, where `db.execute` plans every time (for a
 * product page's read, planning took longer than running), and building the text of a statement with dozens
 * of columns cost as much CPU as parsing its rows. PGlite runs it as usual. Drizzle offers names only for its
 * query builder's statements; this goes through the same session, so rows come back as `db.execute` returns them.
 * In a transaction, pass the transaction: the statement runs on its connection (planned once there too).
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(name: string, query: SQL) {
  const prepared = new WeakMap<Database, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db: Database, values: Values): Promise<Row[]> => {
    let statement = prepared.get(db);
    if (!statement) {
      const { dialect, session } = db as unknown as DrizzleInternals;
      statement = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
      prepared.set(db, statement);
    }
    const result = await statement.execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
