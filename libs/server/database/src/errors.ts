// How a database error is classified, for callers that retry, answer 503 or wait for the database.

/**
 * SQLSTATE 40001 serialization_failure, 40P01 deadlock_detected and 55P03 lock_not_available (a row lock not
 * granted within the connection's `lock_timeout`, as on a busy server): the transaction was aborted whole and
 * may simply run again.
 */
const CONFLICT_CODES = new Set(['40001', '40P01', '55P03']);
const MAX_CAUSE_DEPTH = 5;

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
