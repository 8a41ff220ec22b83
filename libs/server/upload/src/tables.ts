import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '@mall/server-account/tables';
import { createdAt } from '@mall/server-core';

// The upload domain's tables: only this project's services read or write them.
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    purpose: text('purpose').notNull(),
    isPrivate: boolean('is_private').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('uploads_storage_key_unique').on(table.storageKey)],
);
