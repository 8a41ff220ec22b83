import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });

const requiredText = (name: string) => text(name).notNull();
const optionalText = (name: string) => text(name);
type OtherLanguage = 'zh' | 'zhtw' | 'es' | 'jp' | 'th';

/** `name_en`, `name_zh`, … for a localised field (docs/requirements.md R10.10); English is required, the others fall back to it. */
const localised = <P extends string>(prefix: P) =>
  ({
    [`${prefix}_en`]: requiredText(`${prefix}_en`),
    [`${prefix}_zh`]: optionalText(`${prefix}_zh`),
    [`${prefix}_zhtw`]: optionalText(`${prefix}_zhtw`),
    [`${prefix}_es`]: optionalText(`${prefix}_es`),
    [`${prefix}_jp`]: optionalText(`${prefix}_jp`),
    [`${prefix}_th`]: optionalText(`${prefix}_th`),
  }) as Record<`${P}_en`, ReturnType<typeof requiredText>> &
    Record<`${P}_${OtherLanguage}`, ReturnType<typeof optionalText>>;

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
    invitationCode: text('invitation_code').notNull(),
    invitedBy: integer('invited_by'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
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

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: smallint('sort').notNull(),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  name: text('name').notNull(),
  rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  decimals: smallint('decimals').notNull(),
  sort: smallint('sort').notNull(),
});

export const walletCurrencies = pgTable('wallet_currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  network: text('network').notNull(),
  sort: smallint('sort').notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    ...localised('name'),
    image: text('image').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('categories_parent_idx').on(table.parentId, table.sort)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  ...localised('name'),
  logo: text('logo').notNull(),
  isTop: boolean('is_top').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').references(() => users.id),
  name: text('name').notNull(),
  ...localised('description'),
  logo: text('logo').notNull(),
  banner: text('banner').notNull(),
  rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
  followerCount: integer('follower_count').notNull().default(0),
  createdAt: createdAt(),
});

const activeOnly = sql`status = 'active'`;
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    ...localised('name'),
    ...localised('short_description'),
    ...localised('description'),
    priceMinor: money('price_minor').notNull(),
    listPriceMinor: money('list_price_minor'),
    stock: integer('stock').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    image: text('image').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['active', 'expired'] })
      .notNull()
      .default('active'),
    isRecommended: boolean('is_recommended').notNull().default(false),
    /** Every language's name and short description, for trigram search. */
    searchText: text('search_text').notNull(),
    /** The same text as words (no stemming: six languages), for full-text search of spaced scripts. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    /**
     * Chinese, Japanese, Korean and Thai are written without spaces, and their one- and two-character words
     * are too short for the trigram index: each character pair, and the last character of each run, as a
     * lexeme (`product_search_grams`, migration 0005).
     */
    searchGrams: tsvector('search_grams')
      .notNull()
      .generatedAlwaysAs(sql`product_search_grams(search_text)`),
    createdAt: createdAt(),
  },
  (table) => [
    // Descending keys are NULLS FIRST, as `ORDER BY … DESC` is, so these indexes can serve the sort; listings
    // only show active products, so the indexes cover just those and counts need no table reads.
    index('products_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_category_idx')
      .on(table.categoryId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_category_brand_idx').on(table.categoryId, table.brandId).where(activeOnly),
    index('products_brand_idx')
      .on(table.brandId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_shop_idx')
      .on(table.shopId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_sold_idx')
      .on(table.soldCount.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_recommended_idx')
      .on(table.isRecommended, table.rating.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('products_search_vector_idx').using('gin', table.searchVector),
    index('products_search_grams_idx').using('gin', table.searchGrams),
  ],
);

export const productComments = pgTable(
  'product_comments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    author: text('author').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('product_comments_product_idx').on(
      table.productId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const ads = pgTable('ads', {
  id: serial('id').primaryKey(),
  position: text('position', { enum: ['top', 'center_top', 'center', 'center_bottom', 'bottom'] }).notNull(),
  ...localised('title'),
  image: text('image').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
});

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

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    status: smallint('status').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notices_user_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('addresses_user_idx').on(table.userId)],
);

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

/**
 * The wallet ledger (docs/requirements.md R10.4): every change of a user's money is an entry; balances are sums per bucket.
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
