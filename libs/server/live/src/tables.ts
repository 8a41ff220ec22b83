import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@mall/server-account/tables';
import { createdAt } from '@mall/server-core';

// The live domain's tables: only this project's services read or write them.

/**
 * What was published to a user's live stream, kept for a day so that a stream that reconnects gets exactly what
 * it missed (`Last-Event-ID`). A user's ids grow in the order their transactions commit (`publishToUser` takes
 * the user's transaction lock before the row's id is drawn), so "every row after the last id seen" is exact.
 */
export const userStreamMessages = pgTable(
  'user_stream_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('user_stream_messages_user_idx').on(table.userId, table.id),
    index('user_stream_messages_created_idx').on(table.createdAt),
  ],
);

/**
 * The streams open on every API process, for the per-user limit: a row per stream, touched on each heartbeat,
 * deleted when the stream ends. A process that died leaves rows whose `seen_at` goes stale; they no longer count.
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [index('live_streams_user_idx').on(table.userId, table.openedAt)],
);
