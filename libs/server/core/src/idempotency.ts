import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@mall/server-database';
import { DomainError } from './domain-error';
import { preparedQuery, preparedStatement } from './prepared-statement';
import { idempotencyKeys } from './tables';
import { type TransactionOptions, withTransaction } from './transaction';

/** What a client may send as `Idempotency-Key`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface IdempotentRequest {
  userId: number;
  /** The header's value; without one every call is a new effect. */
  key: string | undefined;
  /** The operation's name: the same key sent to another operation is a different request. */
  operation: string;
  /** The request's arguments, compared (as a digest) when the key comes again. */
  body: unknown;
}

/** A stable text for any JSON value: object keys sorted, so the same arguments in another order match. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const digest = (operation: string, body: unknown) =>
  createHash('sha256')
    .update(`${operation}\n${canonical(body)}`)
    .digest('base64url');

/**
 * The request's key, checked, with the digest of its operation and arguments that a repeated key is compared by;
 * undefined without a key. A malformed key answers 1000001.
 */
export function idempotencyClaim(
  request: IdempotentRequest,
): { key: string; requestDigest: string } | undefined {
  const { key, operation, body } = request;
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new DomainError('INVALID_PARAMETERS', null, 'Invalid Idempotency-Key');
  return { key, requestDigest: digest(operation, body) };
}

// Every idempotent operation runs both: planned once a connection.
const claimStatement = preparedStatement<
  { key: string },
  { userId: number; key: string; operation: string; requestDigest: string }
>(
  'claim_idempotency_key',
  sql`insert into idempotency_keys (user_id, key, operation, request_digest)
      values (${sql.placeholder('userId')}, ${sql.placeholder('key')}, ${sql.placeholder('operation')},
              ${sql.placeholder('requestDigest')})
      on conflict do nothing
      returning key`,
);
const answerStatement = preparedStatement<never, { userId: number; key: string; answer: string }>(
  'store_idempotent_answer',
  sql`update idempotency_keys set answer = ${sql.placeholder('answer')}::jsonb
       where user_id = ${sql.placeholder('userId')} and key = ${sql.placeholder('key')}`,
);

/**
 * Runs `work` once per (user, key) in one transaction (`withTransaction`) with the key's record: the record is
 * inserted first, so a concurrent duplicate waits on its unique index and, once the first commits, finds it and
 * gets the stored answer instead of a second effect. The answer must be JSON. A failure rolls the record back
 * with the effect, so the same key may be tried again. The key with different arguments answers 1000008.
 */
export async function withIdempotency<T>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Database) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  const claim = idempotencyClaim(request);
  if (claim === undefined) return withTransaction(db, work, options);
  const { key, requestDigest } = claim;
  const { userId, operation } = request;
  return withTransaction(
    db,
    async (tx) => {
      const [claimed] = await claimStatement(tx, { userId, key, operation, requestDigest });
      if (!claimed) {
        const [earlier] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
        if (!earlier || earlier.requestDigest !== requestDigest)
          throw new DomainError(
            'INVALID_PARAMETERS',
            null,
            'This Idempotency-Key was used for another request',
          );
        return earlier.answer as T;
      }
      const answer = await work(tx);
      await answerStatement(tx, { userId, key, answer: JSON.stringify(answer ?? null) });
      return answer;
    },
    options,
  );
}

// Every card payment and top-up asks first: named, planned once a connection.
const storedAnswerStatement = preparedQuery<
  (typeof idempotencyKeys.$inferSelect)[],
  { userId: number; key: string }
>('idempotency_stored_answer', (db) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, sql.placeholder('userId')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    ),
);

/**
 * The answer stored under the request's key, or undefined when the key is new (or absent): for an operation whose
 * effect spans several transactions (a card payment calls its provider between two), a repeated key is answered
 * before anything starts. The key with different arguments answers 1000008.
 */
export async function storedAnswer<T>(
  db: Database,
  request: IdempotentRequest,
): Promise<{ answer: T } | undefined> {
  const claim = idempotencyClaim(request);
  if (claim === undefined) return undefined;
  const [earlier] = await storedAnswerStatement(db, { userId: request.userId, key: claim.key });
  if (!earlier) return undefined;
  if (earlier.requestDigest !== claim.requestDigest)
    throw new DomainError('INVALID_PARAMETERS', null, 'This Idempotency-Key was used for another request');
  return { answer: earlier.answer as T };
}
