import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '@mall/server-account/tables';
import { shops } from '@mall/server-catalogue/tables';
import { createdAt } from '@mall/server-core';
import { uploads } from '@mall/server-upload/tables';

// The chat domain's tables: only this project's services read or write them.

/**
 * A conversation between a shopper (`customer_id`) and either customer service (`support`: any staff member,
 * `assignee_id` once one claims it) or a shop (`shop`: its seller). One of each per shopper and shop.
 *
 * `last_seq` is the newest message's sequence number, drawn under this row's lock, so messages are numbered 1, 2,
 * 3… without gaps. Each side's read position is a column: unread = `last_seq − read seq`, the same on every device.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['support', 'shop'] }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    contextType: text('context_type', { enum: ['product', 'order'] }),
    contextId: integer('context_id'),
    lastSeq: integer('last_seq').notNull().default(0),
    customerReadSeq: integer('customer_read_seq').notNull().default(0),
    /** The shop's seller's, or customer service's (shared by every staff member). */
    agentReadSeq: integer('agent_read_seq').notNull().default(0),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('chat_conversations_support_unique')
      .on(table.customerId)
      .where(sql`kind = 'support'`),
    uniqueIndex('chat_conversations_shop_unique')
      .on(table.customerId, table.shopId)
      .where(sql`kind = 'shop'`),
    index('chat_conversations_shop_idx').on(table.shopId, table.lastMessageAt),
    index('chat_conversations_support_idx').on(table.kind, table.assigneeId, table.lastMessageAt),
    check('chat_conversations_shop_check', sql`(kind = 'shop') = (shop_id is not null)`),
    check('chat_conversations_context_check', sql`(context_type is null) = (context_id is null)`),
    check(
      'chat_conversations_read_check',
      sql`customer_read_seq between 0 and last_seq and agent_read_seq between 0 and last_seq`,
    ),
  ],
);

/** A message: its place in the conversation (`seq`), who sent it, the sender's nonce, text and/or a picture. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: ['customer', 'seller', 'staff'] }).notNull(),
    nonce: text('nonce').notNull(),
    body: text('body').notNull().default(''),
    uploadId: integer('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('chat_messages_seq_unique').on(table.conversationId, table.seq),
    uniqueIndex('chat_messages_nonce_unique').on(table.senderId, table.nonce),
    check('chat_messages_seq_check', sql`seq >= 1`),
    check('chat_messages_body_check', sql`char_length(body) <= 2000`),
  ],
);

/**
 * How many messages each user sent in each minute: the send limit, shared by every API process. Rows older than
 * a few minutes are deleted as new ones come.
 */
export const chatSendCounters = pgTable(
  'chat_send_counters',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.windowStart] })],
);
