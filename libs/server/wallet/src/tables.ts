import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from '@mall/server-account/tables';
import { createdAt } from '@mall/server-core';

// The wallet domain's tables: only this project's services read or write them.
/**
 * The wallet ledger: every change of a user's money is an entry; balances are sums per bucket.
 * `available` is spendable, `frozen` is held (e.g. a withdrawal under review), `pending` awaits review (top-ups).
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['top_up', 'payment', 'refund', 'withdrawal', 'recall', 'transfer_to_merchant'],
    }).notNull(),
    bucket: text('bucket', { enum: ['available', 'frozen', 'pending'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    referenceType: text('reference_type'),
    referenceId: integer('reference_id'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('wallet_entries_user_idx').on(table.userId, table.bucket)],
);
