import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '@mall/server-account/tables';

// The staff domain's tables: only this project's services read or write them.

/**
 * Who is deciding which task, until when: a lease. One row per task at most; an expired row is free for the next
 * claimer (`FOR UPDATE SKIP LOCKED` among concurrent claimers), and deciding removes it.
 */
export const staffClaims = pgTable(
  'staff_claims',
  {
    kind: text('kind').notNull(),
    taskId: integer('task_id').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.taskId] }),
    index('staff_claims_staff_idx').on(table.staffId),
  ],
);
