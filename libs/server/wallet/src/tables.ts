import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { uploads } from '@mall/server-upload/tables';
import { createdAt } from '@mall/server-core';

// The wallet domain's tables: only this project's services read or write them. The migration that creates them
// also adds what drizzle cannot declare, as triggers: every journal sums to zero (checked at commit), entries
// keep their account's cached balance, and no journal or entry is ever updated or deleted.

export const ledgerOwnerTypes = ['user', 'shop', 'platform'] as const;
export const userAccountKinds = ['available', 'frozen', 'pending'] as const;
export const shopAccountKinds = ['settlement'] as const;
export const platformAccountKinds = ['cash', 'card_clearing', 'order_payables'] as const;
export type LedgerAccountKind =
  | (typeof userAccountKinds)[number]
  | (typeof shopAccountKinds)[number]
  | (typeof platformAccountKinds)[number];

/**
 * One account per owner and kind. A user's `available` money is spendable, `frozen` is held (a withdrawal under
 * review), `pending` awaits review (a top-up); a shop's `settlement` is what completed orders earned it; the
 * platform's `cash` and `card_clearing` are where money enters from outside (they go negative by design) and
 * `order_payables` holds what shoppers paid for orders not yet settled. `balance_minor` is a cache of the sum of
 * the account's entries, kept by a trigger; its CHECK is what refuses an overdraft, even to concurrent payments.
 * A platform account's cache is its row plus its `ledger_balance_slots`: every payment moves one of them.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    ownerType: text('owner_type', { enum: ledgerOwnerTypes }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'restrict' }),
    kind: text('kind', {
      enum: [...userAccountKinds, ...shopAccountKinds, ...platformAccountKinds],
    }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'ledger_accounts_owner_kind',
      sql`(${table.ownerType} = 'user' and ${table.userId} is not null and ${table.shopId} is null
            and ${table.kind} in ('available', 'frozen', 'pending'))
        or (${table.ownerType} = 'shop' and ${table.shopId} is not null and ${table.userId} is null
            and ${table.kind} = 'settlement')
        or (${table.ownerType} = 'platform' and ${table.userId} is null and ${table.shopId} is null
            and ${table.kind} in ('cash', 'card_clearing', 'order_payables'))`,
    ),
    check(
      'ledger_accounts_balance_not_negative',
      sql`${table.balanceMinor} >= 0 or ${table.kind} in ('cash', 'card_clearing')`,
    ),
    uniqueIndex('ledger_accounts_user_kind_unique')
      .on(table.userId, table.kind)
      .where(sql`${table.ownerType} = 'user'`),
    uniqueIndex('ledger_accounts_shop_kind_unique')
      .on(table.shopId, table.kind)
      .where(sql`${table.ownerType} = 'shop'`),
    uniqueIndex('ledger_accounts_platform_kind_unique')
      .on(table.kind)
      .where(sql`${table.ownerType} = 'platform'`),
  ],
);

export const ledgerJournalKinds = [
  'wallet_credit',
  'order_payment',
  'refund',
  'order_settlement',
  'recharge_submitted',
  'recharge_reviewed',
  'card_recharge',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'merchant_transfer',
] as const;
export type LedgerJournalKind = (typeof ledgerJournalKinds)[number];

/** One money movement: why (kind, reference, remark) and the key that makes posting it twice a no-op. */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ledgerJournalKinds }).notNull(),
    referenceType: text('reference_type'),
    referenceId: integer('reference_id'),
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_journals_idempotency_key_unique'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('ledger_journals_reference_idx').on(table.referenceType, table.referenceId)],
);

/** A journal's lines: money into (positive) or out of (negative) one account. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    check('ledger_entries_amount_not_zero', sql`${table.amountMinor} <> 0`),
    index('ledger_entries_journal_idx').on(table.journalId),
    index('ledger_entries_account_idx').on(table.accountId),
  ],
);

/**
 * The moving part of a platform account's cached balance, spread over slots (migration 0030). Every payment
 * credits the order payables: on one row, each payment waited for the one before it to commit, so wallet payments
 * ran one at a time. An entry of a platform account moves the slot of its database connection instead
 * (`pg_backend_pid() % 64`), so concurrent payments move different rows. The account's balance is its row's
 * `balance_minor` (its balance before the slots) plus the sum of its slots.
 */
export const ledgerBalanceSlots = pgTable(
  'ledger_balance_slots',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    slot: integer('slot').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.slot] })],
);

const reviewedAt = () => timestamp('reviewed_at', { withTimezone: true, mode: 'string' });

export const rechargeStates = ['pending', 'in_review', 'completed', 'failed'] as const;

/**
 * A top-up: offline (a crypto transfer the shopper declares with its transaction id and proof, reviewed by staff
 * once) or by card (completed at once). `transaction_key` is the offline transaction id trimmed and case-folded:
 * its unique index is what refuses the same transfer declared twice, even at the same moment.
 */
export const walletRecharges = pgTable(
  'wallet_recharges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    channel: text('channel', { enum: ['offline', 'card'] }).notNull(),
    walletCode: text('wallet_code'),
    declaredAmountMinor: bigint('declared_amount_minor', { mode: 'number' }).notNull(),
    actualAmountMinor: bigint('actual_amount_minor', { mode: 'number' }),
    transactionId: text('transaction_id').notNull(),
    transactionKey: text('transaction_key'),
    proofUploadId: integer('proof_upload_id').references(() => uploads.id, { onDelete: 'restrict' }),
    cardLast4: text('card_last4'),
    sandbox: boolean('sandbox').notNull().default(false),
    state: text('state', { enum: rechargeStates }).notNull().default('pending'),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
    reviewedAt: reviewedAt(),
  },
  (table) => [
    check(
      'wallet_recharges_amounts_positive',
      sql`${table.declaredAmountMinor} > 0
      and (${table.actualAmountMinor} is null or ${table.actualAmountMinor} > 0)`,
    ),
    check(
      'wallet_recharges_channel_fields',
      sql`(${table.channel} = 'offline' and ${table.walletCode} is not null and ${table.transactionKey} is not null
            and ${table.proofUploadId} is not null)
        or (${table.channel} = 'card' and ${table.cardLast4} is not null and ${table.state} = 'completed')`,
    ),
    check(
      'wallet_recharges_credited_when_completed',
      sql`(${table.state} = 'completed') = (${table.actualAmountMinor} is not null)`,
    ),
    uniqueIndex('wallet_recharges_transaction_key_unique').on(table.transactionKey),
    index('wallet_recharges_user_created_idx').on(table.userId, table.createdAt),
    index('wallet_recharges_state_idx').on(table.state, table.id),
  ],
);

export const withdrawalStates = ['pending', 'in_review', 'completed', 'failed', 'recalled'] as const;

/** A payout to a crypto address: its amount is frozen while pending, then paid out, released or recalled. */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    walletCode: text('wallet_code').notNull(),
    address: text('address').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    state: text('state', { enum: withdrawalStates }).notNull().default('pending'),
    message: text('message').notNull().default(''),
    /** The transfer that paid it out, given by the staff member who approved it. */
    payoutTransactionId: text('payout_transaction_id'),
    createdAt: createdAt(),
    reviewedAt: reviewedAt(),
  },
  (table) => [
    check('wallet_withdrawals_amount_positive', sql`${table.amountMinor} > 0`),
    index('wallet_withdrawals_user_idx').on(table.userId, table.id),
    index('wallet_withdrawals_state_idx').on(table.state, table.id),
  ],
);
