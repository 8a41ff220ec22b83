import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { localised } from '@mall/server-core';

// The content domain's tables: only this project's services read or write them.
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['news', 'blog'] }).notNull(),
    ...localised('title'),
    ...localised('summary'),
    ...localised('body_html'),
    image: text('image').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (table) => [
    index('articles_kind_published_idx').on(
      table.kind,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  ...localised('title'),
  ...localised('body'),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull(),
});

export const policies = pgTable('policies', {
  slug: text('slug').primaryKey(),
  ...localised('title'),
  ...localised('body_html'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
