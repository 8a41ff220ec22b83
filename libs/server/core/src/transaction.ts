import type { Database } from './database';

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

export interface TransactionOptions {
  /** `serializable` unless a service has a reason to ask for less. */
  isolation?: IsolationLevel;
  /** Further attempts after a serialization failure or a deadlock; then the conflict is thrown. */
  retries?: number;
}

/**
 * SQLSTATE 40001 serialization_failure, 40P01 deadlock_detected and 55P03 lock_not_available (a row lock not
 * granted within the connection's `lock_timeout`, as on a busy server): the transaction was aborted whole and
 * may simply run again.
 */
const CONFLICT_CODES = new Set(['40001', '40P01', '55P03']);
const MAX_CAUSE_DEPTH = 5;
/**
 * The hottest rows of a sale (a product's stock, the platform's order-payables account) conflict with every
 * concurrent buyer, canceller or shipper: a transaction runs again at most once per competitor ahead of it, so a
 * burst of a hundred needs more than a handful of attempts before anyone is told of a fault.
 */
const DEFAULT_RETRIES = 25;

/** Drizzle wraps the driver's error in its own (`cause`): whether any layer of `error` is one `matches` knows. */
function anyLayer(
  error: unknown,
  matches: (layer: { code?: unknown; message?: unknown }) => boolean,
): boolean {
  let layer = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && layer instanceof Object; depth += 1) {
    if (matches(layer as { code?: unknown })) return true;
    layer = (layer as { cause?: unknown }).cause;
  }
  return false;
}

export const isTransactionConflict = (error: unknown): boolean =>
  anyLayer(error, ({ code }) => typeof code === 'string' && CONFLICT_CODES.has(code));

/**
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (the server is shutting down, crashed, or is starting)
 * and 53300 (no connection slot free); the socket's own errors; and node-postgres's words for a connection that
 * ended or was never made in time.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/**
 * The database could not be reached or dropped the connection: nothing this request asked for can be known to
 * have happened (a commit may have been lost in flight), so the caller is told to try again — with the same
 * `Idempotency-Key`, which makes a repeat of a committed request a replay.
 */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  anyLayer(
    error,
    ({ code, message }) =>
      (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) ||
      (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)),
  );

/** Full jitter, doubling per attempt: colliding transactions spread out instead of colliding again in step. */
const pauseBeforeAttempt = (attempt: number) =>
  new Promise((resume) => setTimeout(resume, Math.random() * Math.min(200, 5 * 2 ** attempt)));

/**
 * Runs `work` in one transaction and runs it again, from the start, when PostgreSQL aborts it as a conflict.
 *
 * Money moves run SERIALIZABLE with retry rather than READ COMMITTED with `SELECT … FOR UPDATE`: a check such as
 * "the balance covers the amount, then write" is write skew, which only SERIALIZABLE detects, and it keeps every
 * service correct without each one knowing which rows to lock and in which order. The price: a conflict
 * aborts the transaction (40001, or 40P01 for a deadlock), so `work` must be safe to repeat — nothing outside the
 * database (no files, no messages, no cache changes) until the transaction has committed — and after `retries`
 * further attempts the conflict is thrown to the caller as a fault.
 *
 * Call it on the database, not inside another transaction: a nested call is a savepoint, which cannot change the
 * isolation level and whose conflicts abort the outer transaction anyway.
 */
export async function withTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  { isolation = 'serializable', retries = DEFAULT_RETRIES }: TransactionOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx), { isolationLevel: isolation });
    } catch (error) {
      if (attempt >= retries || !isTransactionConflict(error)) throw error;
      await pauseBeforeAttempt(attempt);
    }
  }
}
