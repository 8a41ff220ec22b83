import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type Database,
  DomainError,
  emit,
  type Language,
  type MediaUrl,
  pickLocalised,
  type RecordedEvent,
  type Subscriber,
  withTransaction,
} from '@mall/server-core';
import { cardColumnList, type ProductCard, toProductSummary } from './product-queries';
import { products, shopFeedEntries, shopFollows, shops } from './tables';

export interface FollowState {
  shopId: number;
  followed: boolean;
  followerCount: number;
  notify: boolean;
}

async function existingShop(db: Database, shopId: number): Promise<number> {
  const [shop] = await db
    .select({ followerCount: shops.followerCount })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw new DomainError('NO_DATA_FOUND');
  return shop.followerCount;
}

/** Whether `userId` (null for a visitor) follows the shop, and its follower count. */
export async function shopFollowState(
  db: Database,
  userId: number | null,
  shopId: number,
): Promise<FollowState> {
  const followerCount = await existingShop(db, shopId);
  const [follow] =
    userId === null
      ? []
      : await db
          .select({ notify: shopFollows.notify })
          .from(shopFollows)
          .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)));
  return { shopId, followed: Boolean(follow), followerCount, notify: follow?.notify ?? false };
}

/**
 * The follow row and the shop's count change together, in one READ COMMITTED transaction: the insert takes the
 * row's key lock, so of many concurrent follows by one user one inserts and the rest wait for it and then find
 * the row (ON CONFLICT DO NOTHING), and only the one that inserted adds to the count. Unfollow is the mirror.
 * Both lock the follow row before the shop row, so they cannot deadlock each other.
 */
const inFollowTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>) =>
  withTransaction(db, work, { isolation: 'read committed' });

/** Follows a shop; following it again changes nothing (but `notify`, when given). */
export function followShop(
  db: Database,
  userId: number,
  shopId: number,
  notify?: boolean,
): Promise<FollowState> {
  return inFollowTransaction(db, async (tx) => {
    await existingShop(tx, shopId);
    const [added] = await tx
      .insert(shopFollows)
      .values({ userId, shopId, notify: notify ?? false })
      .onConflictDoNothing()
      .returning({ shopId: shopFollows.shopId });
    if (added) {
      await tx
        .update(shops)
        .set({ followerCount: sql`${shops.followerCount} + 1` })
        .where(eq(shops.id, shopId));
    } else if (notify !== undefined) {
      await tx
        .update(shopFollows)
        .set({ notify })
        .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)));
    }
    return shopFollowState(tx, userId, shopId);
  });
}

/** Stops following a shop; unfollowing a shop not followed changes nothing. */
export function unfollowShop(db: Database, userId: number, shopId: number): Promise<FollowState> {
  return inFollowTransaction(db, async (tx) => {
    await existingShop(tx, shopId);
    const [removed] = await tx
      .delete(shopFollows)
      .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
      .returning({ shopId: shopFollows.shopId });
    if (removed) {
      await tx
        .update(shops)
        .set({ followerCount: sql`${shops.followerCount} - 1` })
        .where(eq(shops.id, shopId));
    }
    return shopFollowState(tx, userId, shopId);
  });
}

/** Asks for (or stops) the notice when a followed shop publishes a product; 3300001 when not following it. */
export async function setFollowNotices(
  db: Database,
  userId: number,
  shopId: number,
  notify: boolean,
): Promise<FollowState> {
  await existingShop(db, shopId);
  const [changed] = await db
    .update(shopFollows)
    .set({ notify })
    .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
    .returning({ shopId: shopFollows.shopId });
  if (!changed) throw new DomainError('NOT_FOLLOWING_SHOP');
  return shopFollowState(db, userId, shopId);
}

/** The followers who asked for a notice when the shop publishes a product. */
export async function notifiedFollowers(db: Database, shopId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: shopFollows.userId })
    .from(shopFollows)
    .where(and(eq(shopFollows.shopId, shopId), eq(shopFollows.notify, true)));
  return rows.map((row) => row.userId);
}

/** One page of the shops a user follows, most recently followed first, with each shop's active product count. */
export async function followedShopPage(
  db: Database,
  userId: number,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const mine = eq(shopFollows.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        shop: shops,
        followedAt: shopFollows.createdAt,
        notify: shopFollows.notify,
        productCount: sql<number>`(select count(*)::int from ${products} where ${products.shopId} = ${shops.id} and ${products.status} = 'active')`,
      })
      .from(shopFollows)
      .innerJoin(shops, eq(shops.id, shopFollows.shopId))
      .where(mine)
      .orderBy(desc(shopFollows.createdAt), desc(shopFollows.shopId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(shopFollows)
      .where(mine),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The wire form of a followed shop's row (`followedShopPage`). */
export const followedShopSummary = (
  row: Awaited<ReturnType<typeof followedShopPage>>['rows'][number],
  lang: Language,
  mediaUrl: MediaUrl,
) => ({
  id: row.shop.id,
  name: row.shop.name,
  logo: mediaUrl(row.shop.logo),
  banner: mediaUrl(row.shop.banner),
  description: pickLocalised(row.shop, 'description', lang),
  rating: row.shop.rating,
  product_count: row.productCount,
  follower_count: row.shop.followerCount,
  followed: true,
  followed_at: new Date(row.followedAt).toISOString(),
  notify: row.notify,
});

// ----- Product events the feed is made of --------------------------------------------------------------------

/** `product.published`: staff approved a seller's product, so it went on sale. */
export interface ProductPublished {
  productId: number;
  shopId: number;
  shopName: string;
  productName: string;
  priceMinor: number;
}

/** `product.price_dropped`: a seller lowered the price of a product on sale. */
export interface ProductPriceDropped {
  productId: number;
  shopId: number;
  productName: string;
  priceMinor: number;
  previousPriceMinor: number;
}

const productEvent = (tx: Database, type: string, productId: number, payload: object) =>
  emit(tx, { type, version: 1, aggregateType: 'product', aggregateId: productId, payload });

export const recordProductPublished = (tx: Database, published: ProductPublished) =>
  productEvent(tx, 'product.published', published.productId, published);

export const recordPriceDrop = (tx: Database, dropped: ProductPriceDropped) =>
  productEvent(tx, 'product.price_dropped', dropped.productId, dropped);

/**
 * Writes the feed entry of a product event, once per event (a second delivery of the same event finds its entry).
 */
export async function recordFeedEntry(tx: Database, event: RecordedEvent): Promise<void> {
  const payload = event.payload as ProductPublished | ProductPriceDropped;
  await tx
    .insert(shopFeedEntries)
    .values({
      eventId: event.id,
      shopId: payload.shopId,
      productId: payload.productId,
      kind: event.type === 'product.published' ? 'new_product' : 'price_drop',
      priceMinor: payload.priceMinor,
      previousPriceMinor: 'previousPriceMinor' in payload ? payload.previousPriceMinor : null,
      createdAt: event.createdAt,
    })
    .onConflictDoNothing({ target: shopFeedEntries.eventId });
}

const FEED_CURSOR = /^[1-9]\d{0,9}$/;
const MAX_ID = 2 ** 31 - 1;

/** The entry id a feed cursor stands for (the last one shown), or 1000008. */
function feedCursor(cursor: string | undefined): number | null {
  if (cursor === undefined || cursor === '') return null;
  const id = FEED_CURSOR.test(cursor) ? Number(cursor) : NaN;
  if (!(id <= MAX_ID)) throw new DomainError('INVALID_PARAMETERS');
  return id;
}

type FeedRow = ProductCard & {
  entryId: number;
  kind: 'new_product' | 'price_drop';
  entryCreatedAt: string;
  entryPriceMinor: number;
  previousPriceMinor: number | null;
  shopLogo: string;
};

/**
 * One slice of a user's feed: the entries of the shops they follow, newest first, after `cursor` (keyset on the
 * entry id, which grows with time), leaving out products no longer on sale.
 */
export async function followFeedSlice(
  db: Database,
  userId: number,
  lang: Language,
  mediaUrl: MediaUrl,
  { cursor, limit }: { cursor: string | undefined; limit: number },
) {
  const after = feedCursor(cursor);
  const columns = sql.raw(cardColumnList(lang).join(', '));
  const result = await db.execute(
    sql`select ${columns}, e.id as "entryId", e.kind, e.created_at::text as "entryCreatedAt",
               e.price_minor::float8 as "entryPriceMinor", e.previous_price_minor::float8 as "previousPriceMinor",
               shops.logo as "shopLogo"
          from shop_feed_entries e
          join shop_follows f on f.shop_id = e.shop_id and f.user_id = ${userId}
          join products on products.id = e.product_id and products.status = 'active'
          join shops on shops.id = e.shop_id
         where ${after === null ? sql`true` : sql`e.id < ${after}`}
         order by e.id desc
         limit ${limit + 1}`,
  );
  const rows = (result as unknown as { rows: FeedRow[] }).rows;
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  return {
    list: shown.map((row) => ({
      id: row.entryId,
      kind: row.kind,
      created_at: new Date(row.entryCreatedAt).toISOString(),
      shop: { id: row.shopId, name: row.shopName, logo: mediaUrl(row.shopLogo) },
      product: toProductSummary(row, lang, mediaUrl),
      price_minor: row.entryPriceMinor,
      previous_price_minor: row.previousPriceMinor,
    })),
    next_cursor: more && shown.length > 0 ? String(shown[shown.length - 1]!.entryId) : null,
  };
}

/** Writes the followed-shops feed from the product events, in the delivery's transaction. */
export const followFeedSubscriber: Subscriber = {
  name: 'follow-feed',
  events: ['product.published', 'product.price_dropped'],
  handle: recordFeedEntry,
};
