import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '@mall/server-account/tables';
import { createdAt, type MessageParams } from '@mall/server-core';

// The notices domain's tables: only this project's services read or write them.
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    status: smallint('status').notNull(),
    // The text in English when the notice was sent: what a notice without a message key (older than the keys)
    // shows, and what operators read in the database.
    title: text('title').notNull(),
    content: text('content').notNull(),
    // Which message the notice is and what fills it: rendered in the reader's language.
    messageKey: text('message_key'),
    messageParams: jsonb('message_params').$type<MessageParams>(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notices_user_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The unread badge counts a user's unread notices after every notice sent (migration 0031): from this index
    // alone, where the index above read every notice the user ever had from the table.
    index('notices_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

/**
 * How many unread notices each user has, kept by statement triggers on `notices` (migration 0038): the badge read
 * it by counting the user's unread notices after every notice sent, and a shop's owner gets one for each order
 * paid, so a busy seller's every new notice counted tens of thousands. A user without a row has none.
 */
export const noticeUnreadCounts = pgTable(
  'notice_unread_counts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: integer('unread').notNull(),
  },
  (table) => [check('notice_unread_counts_not_negative', sql`${table.unread} >= 0`)],
);
