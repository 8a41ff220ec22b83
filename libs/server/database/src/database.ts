import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * What every service takes: the database or a transaction opened on it (a transaction is a database too), on
 * PGlite or PostgreSQL alike. Services build queries from their own tables, so no schema is attached here.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
