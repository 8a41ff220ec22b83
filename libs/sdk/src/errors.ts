import type { OperationErrorCodes } from './generated/error-codes.gen';
import type { ApiError } from './request';

/** The numeric codes operation `Name` can answer. */
export type OperationErrorCode<Name extends keyof OperationErrorCodes> = OperationErrorCodes[Name];

export type BusinessError<Code extends number = number> = Extract<ApiError, { kind: 'business' }> & {
  code: Code;
};

/** Thrown by the plain client (`createMallClient`) when a call fails. */
export class MallApiError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = 'MallApiError';
  }
}

const asApiError = (value: unknown): ApiError | undefined => {
  if (value instanceof MallApiError) return value.error;
  if (value && typeof value === 'object' && typeof (value as ApiError).kind === 'string')
    return value as ApiError;
  return undefined;
};

/**
 * True when `value` (an RTK Query `error`, or what the plain client threw) is a business error, and when
 * `code` is given, that code.
 */
export function isApiError<Code extends number = number>(
  value: unknown,
  code?: Code,
): value is BusinessError<Code> | MallApiError {
  const error = asApiError(value);
  return error?.kind === 'business' && (code === undefined || error.code === code);
}

/** The ApiError inside an RTK Query error or a thrown MallApiError. */
export const toApiError = asApiError;
