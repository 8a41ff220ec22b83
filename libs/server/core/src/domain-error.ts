import { errorCodes, type ErrorKey } from '@mall/sdk-manifest';

/**
 * A failure the caller can act on, named by its key in the error catalogue. Services throw it; the HTTP layer
 * answers it with the key's envelope code, the ops CLI prints its message. `data` may carry context, e.g. the
 * current record for a re-application (2000016).
 */
export class DomainError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly data: unknown = null,
    message?: string,
  ) {
    super(message ?? errorCodes[key].message);
  }
}

/**
 * The SQLSTATE with which a database function refuses a request: the message is the error catalogue's key, the
 * detail (when there is one) the text for the caller. Raising it rolls back whatever the call had changed.
 */
const REFUSAL_SQLSTATE = 'MAL01';

interface RaisedError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/** The refusal a database function raised, as the DomainError it names (drizzle wraps it: `cause`); or `error`. */
export function refusalIn(error: unknown): unknown {
  let layer = error as RaisedError | undefined;
  for (let depth = 0; depth < 5 && layer instanceof Object; depth += 1, layer = layer.cause as RaisedError) {
    if (layer.code === REFUSAL_SQLSTATE && typeof layer.message === 'string' && layer.message in errorCodes)
      return new DomainError(
        layer.message as ErrorKey,
        null,
        typeof layer.detail === 'string' && layer.detail !== '' ? layer.detail : undefined,
      );
  }
  return error;
}
