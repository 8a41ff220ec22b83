import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './database';
import { isDatabaseUnavailable } from './errors';
import { openReplica, type ReplicaHandle, type ReplicaState } from './replica';

export type { Database } from './database';

/** Stops a {@link DatabaseHandle.listen} subscription. */
export type StopListening = () => Promise<void>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * A streaming replica for reads that may be a moment behind, when `replicaUrl` was given: which reads use it is
   * decided in one place by the caller (the API's `modules/replica-reads.ts`); everything else stays on `db`.
   */
  replica?: ReplicaHandle;
  /**
   * Calls `onMessage` with each `pg_notify(channel, payload)` any process sends on this database, and with
   * `null` when notifications may have been missed (the listening connection was lost and made again).
   */
  listen(channel: string, onMessage: (payload: string | null) => void): Promise<StopListening>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it, an embedded PGlite database in `dataDir`. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` for a throw-away database. */
  dataDir?: string;
  /** Connections to a PostgreSQL server. */
  poolSize?: number;
  /** A PGlite data-folder tarball to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  onPoolError?: (error: Error) => void;
  /** A streaming replica of `databaseUrl`'s server (`DATABASE_REPLICA_URL`), for reads that may be a moment behind. */
  replicaUrl?: string;
  /** `REPLICA_MAX_LAG_MS`: how far behind the primary the replica may be and still serve reads (default 1000). */
  replicaMaxLagMs?: number;
  /** Told when replica reads move to the primary or back, and why. */
  onReplicaStateChange?: (state: ReplicaState, reason: string) => void;
  /**
   * The folder of the one migration series; the sources' own by default. A bundled server names the copy it
   * ships beside itself.
   */
  migrationsFolder?: string;
}

/** The migration series in the source tree (drizzle-kit writes here; see `apps/api/drizzle.config.ts`). */
export const sourceMigrationsFolder = resolve(__dirname, '../migrations');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? sourceMigrationsFolder;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrationsFolder, options);
  if (options.replicaUrl) throw new Error('a read replica needs a PostgreSQL primary (DATABASE_URL)');
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(
  connectionString: string,
  migrationsFolder: string,
  options: DatabaseOptions,
): Promise<DatabaseHandle> {
  const { onPoolError } = options;
  const poolSize = options.poolSize ?? 10;
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    statement_timeout: 15_000,
    idle_in_transaction_session_timeout: 30_000,
    // A ranking index sorts a common keyword's matches in memory when it may: at a million products, a word on
    // 90,000 of them spilled PostgreSQL's default 4 MB to disk, and ranked by price in 29 ms instead of 15 ms.
    options: '-c lock_timeout=5000 -c work_mem=16MB',
    connectionTimeoutMillis: 10_000,
    // A connection whose peer vanished without a word (a network drop) is found dead in seconds, not hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 5_000,
  });
  // Without a listener, a client's error (PostgreSQL restarting, the network dropping) would crash the process:
  // the pool listens to its idle clients, and a checked-out client needs a listener of its own. The query in
  // flight on it fails by itself, and the pool discards the broken client when it is released.
  pool.on('error', (error) => onPoolError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => onPoolError?.(error)));
  const db = drizzleNodePg(pool) as unknown as Database;
  const replica = options.replicaUrl
    ? await openReplica({
        url: options.replicaUrl,
        primary: pool,
        poolSize,
        maxLagMs: options.replicaMaxLagMs ?? 1_000,
        onStateChange: options.onReplicaStateChange,
        onPoolError,
        wrap: (replicaPool) => drizzleNodePg(replicaPool) as unknown as Database,
      })
    : undefined;
  return {
    db,
    kind: 'postgres',
    replica,
    listen: (channel, onMessage) => listenOnPostgres(connectionString, channel, onMessage, onPoolError),
    migrate: () => migratePostgres(connectionString, migrationsFolder),
    close: async () => {
      await replica?.close();
      await pool.end();
    },
  };
}

const RECONNECT_DELAY_MS = 1_000;
const MAX_START_UP_DELAY_MS = 10_000;

/**
 * Waits until the database answers, trying again with a growing pause and a log line each time: a server started
 * before its database (or while it restarts) waits for it instead of exiting into a crash loop.
 */
export async function waitForDatabase(
  database: DatabaseHandle,
  log: (message: string) => void,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  for (let delay = RECONNECT_DELAY_MS; ; delay = Math.min(delay * 2, MAX_START_UP_DELAY_MS)) {
    try {
      await database.db.execute(sql`select 1`);
      return;
    } catch (error) {
      if (options.signal?.aborted || !isDatabaseUnavailable(error)) throw error;
      // Drizzle's error names the query; the driver's, its cause, names what went wrong.
      const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; message?: string };
      const reason = cause.code ?? cause.message;
      log(`database not reachable (${reason}): trying again in ${delay / 1000} s…`);
      await new Promise((resume) => setTimeout(resume, delay));
    }
  }
}

/**
 * LISTEN holds a connection of its own (a pooled one would be handed to other queries). When it is lost, it is
 * made again after a pause, and `onMessage(null)` says that notifications may have been missed meanwhile.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string | null) => void,
  onError?: (error: Error) => void,
): Promise<StopListening> {
  // LISTEN takes no parameters: the name goes into the statement, so only plain names are allowed.
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError?.(error);
      next.end().catch(() => undefined);
      if (client === next && !stopped) {
        client = undefined;
        retry = setTimeout(() => void reconnect(), RECONNECT_DELAY_MS);
      }
    });
    await next.connect();
    await next.query(`listen "${channel}"`);
    client = next;
  };
  const reconnect = async () => {
    try {
      await connect();
      onMessage(null);
    } catch (error) {
      onError?.(error as Error);
      if (!stopped) retry = setTimeout(() => void reconnect(), RECONNECT_DELAY_MS);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}

/**
 * Migrations run on their own connection without the request pool's 15 s statement time-out: rewriting a
 * large table (a new generated column over a million products) takes longer. Lock waits stay bounded.
 */
async function migratePostgres(connectionString: string, migrationsFolder: string): Promise<void> {
  const pool = new pg.Pool({
    connectionString,
    max: 1,
    options: '-c statement_timeout=0 -c lock_timeout=60000',
  });
  pool.on('error', () => undefined);
  try {
    await migrateNodePg(drizzleNodePg(pool) as never, { migrationsFolder });
  } finally {
    await pool.end();
  }
}
