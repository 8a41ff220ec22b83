import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '@mall/server-account/tables';
import { createdAt, localised } from '@mall/server-core';

// The catalogue domain's tables: only this project's services read or write them.
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const money = (name: string) => bigint(name, { mode: 'number' });

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

/** A seller's shop is created when staff approve its registration; at most one per owner. */
export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id),
    name: text('name').notNull(),
    ...localised('description'),
    logo: text('logo').notNull(),
    banner: text('banner').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    followerCount: integer('follower_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('shops_owner_unique').on(table.ownerId)],
);

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
    /** Every unit sold, changed by each sale (no index holds it, so a sale's update of the row is HOT). */
    soldCount: integer('sold_count').notNull().default(0),
    /**
     * The sold count that listings and search order by: `sold_count` as `rankProductSales` last copied it, a few
     * seconds behind (`product_sales_unranked` marks the products whose sales it has not copied yet).
     */
    rankedSoldCount: integer('ranked_sold_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    image: text('image').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * `active` is on sale, `expired` off sale; a seller's new product is `pending_review` until staff decide
     * (`refused` with their message in `review_message`).
     */
    status: text('status', { enum: ['active', 'expired', 'pending_review', 'refused'] })
      .notNull()
      .default('active'),
    reviewMessage: text('review_message'),
    isRecommended: boolean('is_recommended').notNull().default(false),
    /**
     * Every language's name and short description, the text search matches; `product_search` keeps it indexed
     * for the active products.
     */
    searchText: text('search_text').notNull(),
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
    // A category's pages by price (either way: price_desc walks it backwards) and by rating.
    index('products_category_price_idx').on(table.categoryId, table.priceMinor, table.id).where(activeOnly),
    index('products_category_rating_idx')
      .on(table.categoryId, table.rating.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_category_brand_idx').on(table.categoryId, table.brandId).where(activeOnly),
    index('products_brand_idx')
      .on(table.brandId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_shop_idx')
      .on(table.shopId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_sold_idx')
      .on(table.rankedSoldCount.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_recommended_idx')
      .on(table.isRecommended, table.rating.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_review_idx')
      .on(table.status, table.id)
      .where(sql`status in ('pending_review', 'refused')`),
  ],
);

/**
 * What search finds and ranks active products by, beside the wide products table: a database trigger
 * (`sync_product_search`, migration 0010) keeps one row per active product. The texts are stored out of line
 * (TOAST), so a row here is about 120 bytes: reading the sort keys of thousands of matches touches few pages.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    /**
     * The product's ranked sold count when its row was last written. Ranking never rewrites the row: when it moves
     * the count to another sales band (`product_sales_band`, migration 0012) it marks the product in
     * `product_search_stale`, and `refreshSearchSales` writes the marked rows in batches (migrations 0029, 0037).
     * So this count is in the band of the product's ranked one, or was within the refresh's interval, and search
     * ranks by the latter.
     */
    soldCount: integer('sold_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    priceMinor: money('price_minor').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    /** The product's `search_text`, for trigram search. */
    searchText: text('search_text').notNull(),
    /** The same text as words (no stemming: six languages), for full-text search of spaced scripts. */
    searchVector: tsvector('search_vector').notNull(),
    /**
     * Chinese, Japanese, Korean and Thai are written without spaces, and their one- and two-character words
     * are too short for the trigram index: each character pair, and the last character of each run, as a
     * lexeme (`product_search_grams`, migration 0005).
     */
    searchGrams: tsvector('search_grams').notNull(),
  },
  (table) => [
    index('product_search_text_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('product_search_vector_idx').using('gin', table.searchVector),
    index('product_search_grams_idx').using('gin', table.searchGrams),
    // One per order a search can take: each bounds the window of best-ranked products (search.ts).
    index('product_search_sales_band_idx').on(sql`product_sales_band(${table.soldCount})`),
    index('product_search_created_idx').on(table.createdAt),
    index('product_search_price_idx').on(table.priceMinor),
    index('product_search_rating_idx').on(table.rating),
    index('product_search_category_idx').on(table.categoryId),
  ],
);

/**
 * Products whose search row holds a sold count of another sales band than their ranked one: marked by a trigger
 * when the count is ranked (`mark_search_sales_stale`, migrations 0029 and 0037), cleared by `refreshSearchSales`,
 * which writes their rows. No foreign key: the mark is written while the ranking holds the product's row, and a
 * mark of a product gone is cleared like any other.
 */
export const productSearchStale = pgTable('product_search_stale', {
  productId: integer('product_id').primaryKey(),
  /** The latest sale that marked it: every mark is a write, so a refresh never clears one it has not read. */
  markedAt: timestamp('marked_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * Products sold since `rankProductSales` last copied their sold count into `ranked_sold_count`: marked by a
 * trigger on the sale (`mark_sales_unranked`, migration 0037) while it holds the product's row.
 */
export const productSalesUnranked = pgTable('product_sales_unranked', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
});

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
    /** The language the comment is written in; null for comments stored before it was recorded. */
    lang: text('lang'),
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

/**
 * Who follows which shop. `shops.follower_count` counts these rows exactly: a row is only ever added or removed
 * together with that count, in one transaction (follows.ts).
 */
export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The follower asked for a notice when the shop publishes a product. */
    notify: boolean('notify').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.shopId] }),
    index('shop_follows_user_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.shopId.desc().nullsFirst(),
    ),
    index('shop_follows_notify_idx')
      .on(table.shopId)
      .where(sql`notify`),
  ],
);

/**
 * What the followed-shops feed shows: one row per `product.published` or `product.price_dropped` event, written by
 * the `follow-feed` subscriber (once per event: `event_id` is unique). A follower's feed is read from here joined
 * with their follows, so an entry is written once however many follow the shop.
 */
export const shopFeedEntries = pgTable(
  'shop_feed_entries',
  {
    id: serial('id').primaryKey(),
    eventId: bigint('event_id', { mode: 'number' }).notNull().unique(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['new_product', 'price_drop'] }).notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    previousPriceMinor: bigint('previous_price_minor', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [index('shop_feed_entries_shop_idx').on(table.shopId, table.id.desc().nullsFirst())],
);

/**
 * Search suggestions asked for by each client address in each minute: their per-client limit, counted in the
 * database so that every API process shares it. Rows a few minutes old are deleted as new ones come.
 */
export const suggestionRequestCounters = pgTable(
  'suggestion_request_counters',
  {
    /** The client address (an IPv6 one by its /64). */
    clientKey: text('client_key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clientKey, table.windowStart] }),
    index('suggestion_request_counters_window_idx').on(table.windowStart),
  ],
);
