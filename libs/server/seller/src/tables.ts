import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '@mall/server-account/tables';
import { shops } from '@mall/server-catalogue/tables';
import { uploads } from '@mall/server-upload/tables';
import { createdAt } from '@mall/server-core';

// The seller domain's tables: only this project's services read or write them.
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const decidedAt = () => timestamp('decided_at', { withTimezone: true, mode: 'string' });

/** pending → accepted | refused; at most one pending or accepted application per user (the index says so). */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'refused'] })
      .notNull()
      .default('pending'),
    reason: text('reason').notNull().default(''),
    shopName: text('shop_name').notNull().default(''),
    message: text('message'),
    createdAt: createdAt(),
    decidedAt: decidedAt(),
  },
  (table) => [
    uniqueIndex('seller_applications_live_unique')
      .on(table.userId)
      .where(sql`status in ('pending', 'accepted')`),
    index('seller_applications_status_idx').on(table.status, table.id),
  ],
);

/** pending → approved | refused; approval creates the shop. At most one pending or approved per user. */
export const shopRegistrations = pgTable(
  'shop_registrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopName: text('shop_name').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    idFrontUploadId: integer('id_front_upload_id')
      .notNull()
      .references(() => uploads.id),
    idBackUploadId: integer('id_back_upload_id')
      .notNull()
      .references(() => uploads.id),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    postcode: text('postcode').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    staffMessage: text('staff_message'),
    shopId: integer('shop_id').references(() => shops.id),
    createdAt: createdAt(),
    decidedAt: decidedAt(),
  },
  (table) => [
    uniqueIndex('shop_registrations_live_unique')
      .on(table.userId)
      .where(sql`status in ('pending', 'approved')`),
    index('shop_registrations_status_idx').on(table.status, table.id),
  ],
);

/** One-time hand-over tickets from the shop to the seller app: only the SHA-256 of the ticket is kept. */
export const sellerTickets = pgTable(
  'seller_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketHash: bytea('ticket_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  },
  (table) => [uniqueIndex('seller_tickets_hash_unique').on(table.ticketHash)],
);

export interface StoredWalletAddress {
  walletCode: string;
  address: string;
}

/** A seller's payout destinations: an address per wallet currency and one bank account. */
export const paymentSettings = pgTable('payment_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  walletAddresses: jsonb('wallet_addresses').$type<StoredWalletAddress[]>().notNull().default([]),
  bankName: text('bank_name').notNull().default(''),
  accountName: text('account_name').notNull().default(''),
  accountNumber: text('account_number').notNull().default(''),
  routingNumber: text('routing_number').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** What the seller app shows of the seller; absent until first saved (the account's name, phone and avatar stand in). */
export const sellerProfiles = pgTable('seller_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  photo: text('photo').notNull().default(''),
});
