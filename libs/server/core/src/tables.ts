import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// What the shared services keep: tables no domain owns alone.

/**
 * One effect per (user, `Idempotency-Key`): the key, a digest of the request it came with and the stored answer,
 * written in the same transaction as the effect (`withIdempotency`). The user is not a foreign key: this project
 * sits below the account domain; a deleted user's keys are just never asked for again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestDigest: text('request_digest').notNull(),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
