import { Type } from '@sinclair/typebox';

/** The request header an `idempotent` operation's caller may send: one effect per key and user. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The SDK argument carrying that header (it never travels in the body). */
export const IDEMPOTENCY_KEY_ARG = 'idempotency_key';

export const IdempotencyKey = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]{1,64}$',
  description:
    'Chosen by the caller once per attempt (a retry reuses it): a repeat answers the first answer, sent as the ' +
    '`Idempotency-Key` header',
});
