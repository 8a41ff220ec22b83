import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database } from '@mall/server-core';

/**
 * Runs `query` as a named statement: on PostgreSQL each pooled connection plans it once and then only binds
 * its parameters, where `db.execute` plans every time (for a product page's read, planning took longer than
 * running). The statement's text must be the same on every call under one name. PGlite runs it as usual.
 * Drizzle offers names only for its query builder's statements; this goes through the same session, so rows
 * come back as `db.execute` returns them.
 */
export async function executePrepared<Row>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  const result = await session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
  return (result as { rows: Row[] }).rows;
}
