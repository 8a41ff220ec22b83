import { Type } from '@sinclair/typebox';
import { FileUrl, Id, LanguageCode, LocalisedText, NonNegativeMinorUnits, Timestamp } from './common';

export const Brand = Type.Object(
  { id: Id, name: LocalisedText, logo: FileUrl, product_count: Type.Integer({ minimum: 0 }) },
  { title: 'Brand' },
);

export const Category = Type.Object(
  {
    id: Id,
    parent_id: Type.Union([Id, Type.Null()]),
    name: LocalisedText,
    image: FileUrl,
    sort: Type.Integer(),
  },
  { title: 'Category' },
);

/** A top-level category with its sub-categories (the "series" tree). */
export const CategoryTree = Type.Object(
  {
    id: Id,
    name: LocalisedText,
    image: FileUrl,
    children: Type.Array(Category),
  },
  { title: 'CategoryTree' },
);

export const ShopRef = Type.Object({ id: Id, name: Type.String() }, { title: 'ShopRef' });

/** A shop as a product page introduces it: name, logo, rating and how many products it sells. */
export const ShopCard = Type.Object(
  {
    id: Id,
    name: Type.String(),
    logo: FileUrl,
    rating: Type.Number({ minimum: 0, maximum: 5 }),
    product_count: Type.Integer({ minimum: 0 }),
  },
  { title: 'ShopCard' },
);

export const ProductSummary = Type.Object(
  {
    id: Id,
    name: LocalisedText,
    short_description: LocalisedText,
    image: FileUrl,
    price_minor: NonNegativeMinorUnits,
    /** Price before a discount, when the product is discounted. */
    list_price_minor: Type.Union([NonNegativeMinorUnits, Type.Null()]),
    rating: Type.Number({ minimum: 0, maximum: 5 }),
    comment_count: Type.Integer({ minimum: 0 }),
    sold_count: Type.Integer({ minimum: 0 }),
    stock: Type.Integer({ minimum: 0, description: 'Quantity available' }),
    shop: ShopRef,
    brand_id: Type.Union([Id, Type.Null()]),
    category_id: Id,
  },
  { title: 'ProductSummary' },
);

export const ProductComment = Type.Object(
  {
    id: Id,
    author: Type.String(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    content: Type.String(),
    /** The language the comment is written in (null for comments older than the field). */
    lang: Type.Union([LanguageCode, Type.Null()]),
    created_at: Timestamp,
  },
  { title: 'ProductComment' },
);

export const ProductDetail = Type.Object(
  {
    ...ProductSummary.properties,
    description: LocalisedText,
    images: Type.Array(FileUrl),
    seller: Type.Object({ id: Id, name: Type.String() }),
    brand: Type.Union([Type.Object({ id: Id, name: LocalisedText }), Type.Null()]),
    category: Type.Object({ id: Id, name: LocalisedText }),
    sold_count: Type.Integer({ minimum: 0 }),
    comments: Type.Array(ProductComment),
    /** How many of the product's comments give 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
    rating_counts: Type.Array(Type.Integer({ minimum: 0 }), { minItems: 5, maxItems: 5 }),
    /** The shop that sells the product, as its card on the product page shows it. */
    shop_card: ShopCard,
  },
  { title: 'ProductDetail' },
);

export const ShopSummary = Type.Object(
  {
    id: Id,
    name: Type.String(),
    logo: FileUrl,
    banner: FileUrl,
    description: LocalisedText,
    rating: Type.Number({ minimum: 0, maximum: 5 }),
    product_count: Type.Integer({ minimum: 0 }),
    follower_count: Type.Integer({ minimum: 0 }),
    /** Whether the signed-in caller follows the shop (false for visitors). */
    followed: Type.Boolean(),
  },
  { title: 'ShopSummary' },
);

export const adPositions = ['top', 'center_top', 'center', 'center_bottom', 'bottom'] as const;
export const AdPosition = Type.Union(
  adPositions.map((position) => Type.Literal(position)),
  { title: 'AdPosition' },
);

export const Ad = Type.Object(
  {
    id: Id,
    position: AdPosition,
    title: LocalisedText,
    image: FileUrl,
    /** In-app route (`/pages/...`) or absolute URL the ad opens. */
    link: Type.String(),
    sort: Type.Integer(),
  },
  { title: 'Ad' },
);

export const WebsiteConfig = Type.Object(
  {
    site_name: Type.String(),
    /** IM (customer-service chat) URL; the floating service button shows when this or the next is set. */
    service_url: Type.String(),
    third_service_url: Type.String(),
    support_email: Type.String(),
    app_version: Type.String(),
  },
  { title: 'WebsiteConfig' },
);

export const Article = Type.Object(
  {
    id: Id,
    title: LocalisedText,
    summary: LocalisedText,
    image: FileUrl,
    published_at: Timestamp,
  },
  { title: 'Article' },
);

export const ArticleDetail = Type.Object(
  { ...Article.properties, body_html: LocalisedText },
  { title: 'ArticleDetail' },
);

export const Announcement = Type.Object(
  { id: Id, title: LocalisedText, body: LocalisedText, published_at: Timestamp },
  { title: 'Announcement' },
);

export const Currency = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Z]{3,4}$' }),
    symbol: Type.String(),
    /** Units of this currency per 1 USD. */
    rate: Type.Number({ exclusiveMinimum: 0 }),
    /** Minor-unit digits of the currency (0 for JPY, 2 for USD, 3 for KWD). */
    decimals: Type.Integer({ minimum: 0, maximum: 3 }),
    name: Type.String(),
  },
  { title: 'Currency' },
);

export const Language = Type.Object({ code: Type.String(), name: Type.String() }, { title: 'Language' });

export const WalletCurrency = Type.Object(
  { code: Type.String(), name: Type.String(), network: Type.String() },
  { title: 'WalletCurrency' },
);

export const PolicyPage = Type.Object(
  { slug: Type.String(), title: LocalisedText, body_html: LocalisedText, updated_at: Timestamp },
  { title: 'PolicyPage' },
);
