import { Type } from '@sinclair/typebox';
import { FileUrl, Id, NonNegativeMinorUnits, Timestamp } from './common';
import { ProductSummary, ShopSummary } from './catalogue';

/** A shop the signed-in user follows, with when they followed it and whether they get its notices. */
export const FollowedShop = Type.Object(
  {
    ...ShopSummary.properties,
    followed_at: Timestamp,
    /** The follower gets a notice (type 800) when the shop publishes a product. */
    notify: Type.Boolean(),
  },
  { title: 'FollowedShop' },
);

export const followFeedKinds = ['new_product', 'price_drop'] as const;
export const FollowFeedKind = Type.Union(
  followFeedKinds.map((kind) => Type.Literal(kind)),
  { title: 'FollowFeedKind', description: 'A product went on sale, or its price went down' },
);

/** One thing a followed shop did: a product it published or a price it lowered, newest first. */
export const FollowFeedEntry = Type.Object(
  {
    /** Increases with time; the feed is ordered by it. */
    id: Id,
    kind: FollowFeedKind,
    created_at: Timestamp,
    shop: Type.Object({ id: Id, name: Type.String(), logo: FileUrl }),
    /** The product as it is now (its current price may differ from the entry's). */
    product: ProductSummary,
    /** The price the entry announced. */
    price_minor: NonNegativeMinorUnits,
    /** The price before the drop (null for a new product). */
    previous_price_minor: Type.Union([NonNegativeMinorUnits, Type.Null()]),
  },
  { title: 'FollowFeedEntry' },
);
