import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '@mall/server-core';

// The account domain's tables: only this project's services read or write them.
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    role: text('role', { enum: ['customer', 'staff'] })
      .notNull()
      .default('customer'),
    isSeller: boolean('is_seller').notNull().default(false),
    /** A staff account's roles (`admin`, `reviewer`, `support`); empty for customers. */
    staffRoles: text('staff_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When an admin disabled this staff account: it cannot sign in, its sessions are revoked. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'string' }),
    invitationCode: text('invitation_code').notNull(),
    invitedBy: integer('invited_by'),
    createdAt: createdAt(),
  },
  (table) => [
    // An account made with the short-video platform has no e-mail ('') until it adds and verifies one.
    uniqueIndex('users_email_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} <> ''`),
    uniqueIndex('users_invitation_code_unique').on(table.invitationCode),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/** A short-video platform account bound to a user (never matched by email). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    displayName: text('display_name').notNull(),
    /** The platform's avatar picture URL, '' when it gave none. */
    avatarUrl: text('avatar_url').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('social_accounts_provider_user_unique').on(table.provider, table.providerUserId)],
);

/** OAuth 2 authorisation requests in flight: `state` and the PKCE verifier, used once. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  purpose: text('purpose', { enum: ['login', 'bind'] }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull().default('/'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
});

/**
 * Sign-in attempts, counted in the database so that every API process on it shares them (docs/deploy.md). Per
 * client address (`address`): the attempts in the minute from `window_started_at`. Per e-mail address (`account`,
 * whether or not an account has it): the failed password sign-ins in a row, forgotten after a quiet window from the
 * last one (`window_started_at`) or on a success; none is even checked before `next_attempt_at`. Idle rows are
 * pruned by `window_started_at`.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    scope: text('scope', { enum: ['address', 'account'] }).notNull(),
    /** The client address (an IPv6 one by its /64), or the e-mail address trimmed and in lower case. */
    key: text('key').notNull(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'string' }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('sign_in_throttles_window_idx').on(table.windowStartedAt),
  ],
);

/** A code sent to an e-mail address being added to an account; used once, tried at most a few times. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** SHA-256 of the user id, address and code: the code itself is only in the mail. */
    codeHash: bytea('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  },
  (table) => [index('email_verifications_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Mail the server sends (e-mail verification codes). Mall has no mail transport yet: the outbox is where mail
 * waits, read by an operator or a test with `npm run ops -- mail-outbox` (docs/deploy.md).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_recipient_idx').on(sql`lower(${table.recipient})`, table.id)],
);
