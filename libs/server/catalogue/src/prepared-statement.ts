import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgPreparedQuery, PgSession, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from '@mall/server-core';

interface DrizzleInternals {
  dialect: PgDialect;
  session: PgSession;
}

const prepare = (db: Database, name: string, query: SQL) => {
  const { dialect, session } = db as unknown as DrizzleInternals;
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
};

/**
 * Runs `query` as a named statement: on PostgreSQL each pooled connection plans it once and then only binds
 * its parameters, where `db.execute` plans every time (for a product page's read, planning took longer than
 * running). The statement's text must be the same on every call under one name. PGlite runs it as usual.
 * Drizzle offers names only for its query builder's statements; this goes through the same session, so rows
 * come back as `db.execute` returns them.
 */
export async function executePrepared<Row>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const result = await prepare(db, name, query).execute();
  return (result as { rows: Row[] }).rows;
}

/**
 * A named statement whose text is built once, with `sql.placeholder`s for what changes: each call only binds
 * its values. Building the text of a statement with dozens of columns cost as much CPU as parsing its rows
 * (`executePrepared` builds it on every call).
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(name: string, query: SQL) {
  const prepared = new WeakMap<Database, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db: Database, values: Values): Promise<Row[]> => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db, name, query);
      prepared.set(db, statement);
    }
    const result = await statement.execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
