import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
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

/**
 * The outbox: what a transaction did, recorded with it (`emit`), so that it is published exactly when it is
 * committed. `sequence` numbers one aggregate's events from 1 without gaps.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    aggregateType: text('aggregate_type').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    sequence: integer('sequence').notNull(),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('domain_events_aggregate_sequence').on(table.aggregateType, table.aggregateId, table.sequence),
  ],
);

/** Which subscriber wants which event type: written by every process that dispatches, read by `emit`. */
export const eventSubscriptions = pgTable(
  'event_subscriptions',
  {
    subscriber: text('subscriber').notNull(),
    eventType: text('event_type').notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventType, table.subscriber] })],
);

/**
 * One row per event and subscriber, made in the emitting transaction. A delivery is done once its subscriber's
 * work committed; a failed one waits until `next_attempt_at` and keeps its last error for operators to read.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id),
    subscriber: text('subscriber').notNull(),
    // The event's aggregate and place in it, kept here so "is an earlier one waiting for a retry" reads one index.
    aggregateType: text('aggregate_type').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    sequence: integer('sequence').notNull(),
    done: boolean('done').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.subscriber] }),
    // What the dispatcher claims, in event order (`deliverNext`).
    index('event_deliveries_due')
      .on(table.eventId)
      .where(sql`not ${table.done}`),
    // The deliveries that failed and wait for a retry, by aggregate. Its predicate does not name `done` (a
    // delivery is done exactly when it has `delivered_at`): a query that asks for these cannot be planned on
    // `event_deliveries_due`, whose every row it would then read for each delivery claimed.
    index('event_deliveries_retrying')
      .on(table.subscriber, table.aggregateType, table.aggregateId, table.sequence)
      .where(sql`${table.attempts} > 0 and ${table.deliveredAt} is null`),
  ],
);

/**
 * The history of every reviewed thing (top-ups, withdrawals, seller applications, shop registrations, products,
 * returns): one row per state change, written by its kind's transition function with the change itself. Rows
 * with a staff or ops actor are the staff audit. Append-only: a trigger refuses UPDATE and DELETE (migration
 * `review_history`). Subjects are not foreign keys: this project sits below the domains that own them.
 */
export const reviewHistory = pgTable(
  'review_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** Null for the first state of a thing just made. */
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actorKind: text('actor_kind', { enum: ['staff', 'ops', 'user', 'system'] }).notNull(),
    actorId: integer('actor_id'),
    remark: text('remark').notNull().default(''),
    /** The amount a step credited, paid out or approved, when it moved (or approved moving) money. */
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    /** The payout's transaction id of a paid-out withdrawal. */
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('review_history_subject_idx').on(table.subjectKind, table.subjectId, table.id),
    index('review_history_actor_idx').on(table.actorKind, table.actorId, table.id),
  ],
);
