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
