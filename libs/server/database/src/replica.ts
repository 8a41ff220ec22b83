import pg from 'pg';
import type { Database } from './database';
import { isDatabaseUnavailable, isTransactionConflict } from './errors';

/** Why reads are (or are not) on the replica right now. */
export type ReplicaState = 'in-use' | 'lagging' | 'down' | 'fenced';

export interface ReplicaStatus {
  state: ReplicaState;
  /** Why, in words (for logs and the health check). */
  reason: string;
  /** How far behind the primary the replica was at the last check, in ms (`null`: not known, it did not answer). */
  lagMs: number | null;
  /** Reads served so far by each side (what `readDb` was asked for, whichever answered). */
  served: { replica: number; primary: number };
}

/**
 * A streaming replica for reads that may be a moment behind (the anonymous catalogue, search and content). It is
 * checked every `checkIntervalMs`, never per request: it is used while it answers, is in recovery and has
 * replayed the primary's WAL to within `maxLagMs`; otherwise reads go to the primary until a check finds it well
 * again. A read that fails on the replica because it went away is run again on the primary (`fallBack`).
 */
export interface ReplicaHandle {
  /** The replica's own database handle. */
  db: Database;
  /** Whether a read should go to the replica now (also counts it, on one side or the other). */
  inUse(): boolean;
  /**
   * After a read on the replica failed: whether it failed because of the replica (gone, shutting down, a query
   * cancelled by replay), so that it may be run again on the primary. A replica gone is taken out of use at once.
   */
  fallBack(error: unknown): boolean;
  /**
   * The primary has just changed something that cached reads must see (a cache was cleared): reads go to the
   * primary until the replica has replayed the primary's WAL as it is now, so no cache fills again from the past.
   */
  fence(): void;
  status(): ReplicaStatus;
  /** Runs a check now (tests; the timer runs them on its own). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface ReplicaOptions {
  /** The replica's URL. */
  url: string;
  /** The primary's pool, asked for its WAL position at each check. */
  primary: pg.Pool;
  poolSize: number;
  /** `REPLICA_MAX_LAG_MS`: how far behind the replica may be and still serve reads. */
  maxLagMs: number;
  /** How often the replica's health and lag are checked; default a quarter of `maxLagMs`, 100 ms to 1 s. */
  checkIntervalMs?: number;
  /** Told when reads move to the primary or back, with why. */
  onStateChange?: (state: ReplicaState, reason: string) => void;
  onPoolError?: (error: Error) => void;
  /** Builds the Drizzle handle over the replica's pool, as the primary's is built. */
  wrap: (pool: pg.Pool) => Database;
}

/** `0/30012B0` → a number of bytes. */
export const lsnBytes = (lsn: string): bigint => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

/** How many past positions of the primary are kept to date the replica's (one per check). */
const MAX_SAMPLES = 600;

/**
 * How far behind a replica is, from the primary's WAL positions as they were at each check: the replica has
 * replayed everything up to `replayed`, so it is as old as the first position past it (0 if it reached the latest).
 * Timestamps of replayed transactions (`pg_last_xact_replay_timestamp()`) would call an idle replica lagging.
 */
export class LagClock {
  private readonly samples: { at: number; lsn: bigint }[] = [];

  record(at: number, primaryLsn: bigint): void {
    this.samples.push({ at, lsn: primaryLsn });
    if (this.samples.length > MAX_SAMPLES) this.samples.shift();
  }

  lagMs(now: number, replayed: bigint): number {
    const ahead = this.samples.find((sample) => sample.lsn > replayed);
    return ahead ? now - ahead.at : 0;
  }
}

export async function openReplica(options: ReplicaOptions): Promise<ReplicaHandle> {
  const maxLagMs = options.maxLagMs;
  const checkIntervalMs = options.checkIntervalMs ?? Math.min(1_000, Math.max(100, maxLagMs / 4));
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    statement_timeout: 15_000,
    options: '-c work_mem=16MB',
    // A replica that does not answer quickly is not worth waiting for: the primary is there.
    connectionTimeoutMillis: 2_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 5_000,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  const db = options.wrap(pool);
  const clock = new LagClock();
  let state: ReplicaState = 'down';
  let reason = 'not checked yet';
  let lagMs: number | null = null;
  let fence: bigint | 'pending' | undefined;
  const served = { replica: 0, primary: 0 };

  const setState = (next: ReplicaState, why: string) => {
    reason = why;
    if (next === state) return;
    state = next;
    options.onStateChange?.(next, why);
  };

  let checking: Promise<void> | undefined;
  const runCheck = async () => {
    // A fence asked for before this check's look at the primary stands at the position seen now.
    const fencing = fence === 'pending';
    try {
      const primary = await options.primary.query<{ lsn: string }>(
        'select pg_current_wal_flush_lsn()::text as lsn',
      );
      const position = lsnBytes(primary.rows[0]!.lsn);
      clock.record(Date.now(), position);
      if (fencing && fence === 'pending') fence = position;
    } catch {
      // The primary's own trouble is the primary's: the replica is judged by the positions known so far.
    }
    let replayed: bigint;
    try {
      const result = await pool.query<{ recovering: boolean; replayed: string | null }>(
        'select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as replayed',
      );
      const row = result.rows[0]!;
      if (!row.recovering || row.replayed === null) {
        lagMs = null;
        return setState('down', 'not a replica (not in recovery)');
      }
      replayed = lsnBytes(row.replayed);
    } catch (error) {
      lagMs = null;
      const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; message?: string };
      return setState('down', `not answering (${cause.code ?? cause.message})`);
    }
    lagMs = clock.lagMs(Date.now(), replayed);
    if (typeof fence === 'bigint' && replayed >= fence) fence = undefined;
    if (lagMs > maxLagMs) return setState('lagging', `${lagMs} ms behind the primary`);
    if (fence !== undefined) return setState('fenced', 'replaying a change the primary announced');
    setState('in-use', `${lagMs} ms behind the primary`);
  };
  const check = () => {
    checking ??= runCheck().finally(() => {
      checking = undefined;
    });
    return checking;
  };
  await check();
  const timer = setInterval(() => void check(), checkIntervalMs);
  timer.unref();

  return {
    db,
    inUse: () => {
      const use = state === 'in-use';
      served[use ? 'replica' : 'primary'] += 1;
      return use;
    },
    fallBack: (error) => {
      if (isDatabaseUnavailable(error) || missingDatabase(error)) {
        const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string };
        setState('down', `a read failed (${cause.code ?? 'connection lost'})`);
      } else if (!isTransactionConflict(error)) return false;
      served.replica -= 1;
      served.primary += 1;
      return true;
    },
    fence: () => {
      fence = 'pending';
      if (state === 'in-use') setState('fenced', 'replaying a change the primary announced');
    },
    status: () => ({ state, reason, lagMs, served: { ...served } }),
    check,
    close: async () => {
      clearInterval(timer);
      await checking;
      await pool.end();
    },
  };
}

/** The replica does not have the database (yet): a base backup or a `create database` not replayed. */
const missingDatabase = (error: unknown) =>
  ((error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code) === '3D000';
