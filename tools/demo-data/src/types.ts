/** The six interface languages (docs/requirements.md R9). */
export type Lang = 'en' | 'zh' | 'zhtw' | 'es' | 'jp' | 'th';

/**
 * A text in several languages. English is always present; other languages may be missing on purpose so the
 * server's English fallback (docs/requirements.md R10.10) is exercised by the demo data.
 */
export type Localised = { en: string } & Partial<Record<Exclude<Lang, 'en'>, string>>;

export interface DemoCategory {
  key: string;
  /** `null` for a top-level category. */
  parentKey: string | null;
  name: Localised;
  imageKey: string;
  sort: number;
}

export interface DemoBrand {
  key: string;
  name: Localised;
  logoKey: string;
  /** One of the ten top brands (docs/requirements.md R9). */
  top: boolean;
  /** Top-level categories the brand makes products for. */
  categoryKeys: string[];
}

export interface DemoShop {
  key: string;
  name: string;
  description: Localised;
  /** Account key of the owner: `seller` for the first shop, `owner-NN` (see `shopOwners`) for the others. */
  ownerKey: string;
  /** 1.0–5.0, one decimal. */
  rating: number;
  logoKey: string;
  bannerKey: string;
  /** Top-level categories the shop sells. */
  categoryKeys: string[];
}

export type AdPosition = 'top' | 'center_top' | 'center' | 'center_bottom' | 'bottom';

/** What an ad's link points at, so the inserter can swap keys for database ids. */
export type DemoLinkTarget =
  { type: 'category' | 'brand' | 'shop'; key: string } | { type: 'route'; key: null };

export interface DemoAd {
  key: string;
  position: AdPosition;
  title: Localised;
  imageKey: string;
  /** In-app route; `id=` carries a category, brand or shop key (see `target`). */
  link: string;
  target: DemoLinkTarget;
  sort: number;
}

export interface DemoArticle {
  key: string;
  title: Localised;
  summary: Localised;
  bodyHtml: Localised;
  imageKey: string;
  /** ISO 8601 (UTC). */
  publishedAt: string;
}

export interface DemoAnnouncement {
  key: string;
  title: Localised;
  body: Localised;
  publishedAt: string;
}

export type PolicySlug = 'terms' | 'support' | 'return' | 'privacy' | 'about_us' | 'user';

export interface DemoPolicy {
  slug: PolicySlug;
  title: Localised;
  bodyHtml: Localised;
  updatedAt: string;
}

export interface DemoCurrency {
  code: string;
  symbol: string;
  /** Units of this currency per 1 USD. */
  rate: number;
  /** Minor-unit digits (0 for JPY, 3 for KWD). */
  decimals: number;
  name: string;
}

export interface DemoWallet {
  code: string;
  name: string;
  network: string;
}

export interface DemoLanguage {
  code: Lang;
  /** The language's own name for itself. */
  name: string;
}

export interface DemoWebsiteConfig {
  site_name: string;
  service_url: string;
  third_service_url: string;
  support_email: string;
  app_version: string;
}

export type DemoRole = 'shopper' | 'seller' | 'staff';

export interface DemoAccount {
  key: string;
  email: string;
  /** Plain demo password to hash at seeding; `null` for generated owners who cannot sign in. */
  password: string | null;
  firstname: string;
  lastname: string;
  role: DemoRole;
}

export interface DemoCatalogue {
  seed: number;
  /** The "now" every generated date is relative to (ISO 8601, UTC). */
  referenceDate: string;
  categories: DemoCategory[];
  brands: DemoBrand[];
  shops: DemoShop[];
  ads: DemoAd[];
  news: DemoArticle[];
  blogPosts: DemoArticle[];
  announcements: DemoAnnouncement[];
  policies: DemoPolicy[];
  currencies: DemoCurrency[];
  wallets: DemoWallet[];
  languages: DemoLanguage[];
  websiteConfig: DemoWebsiteConfig;
  accounts: { shopper: DemoAccount; seller: DemoAccount; staff: DemoAccount };
  /** Owners of every shop but the first (which belongs to `accounts.seller`). */
  shopOwners: DemoAccount[];
}

export type ProductStatus = 'active' | 'expired';

export interface DemoProduct {
  /** The product's index in the generated sequence (0-based). */
  key: number;
  name: Localised;
  shortDescription: Localised;
  description: Localised;
  /** Always a sub-category. */
  categoryKey: string;
  brandKey: string | null;
  shopKey: string;
  priceMinor: number;
  /** Price before the discount, when discounted. */
  listPriceMinor: number | null;
  stock: number;
  /** 1.0–5.0, one decimal. */
  rating: number;
  soldCount: number;
  commentCount: number;
  imageKey: string;
  createdAt: string;
  status: ProductStatus;
}

export interface DemoComment {
  author: string;
  /** 1–5. */
  rating: number;
  content: string;
  /** The language `content` is written in. */
  lang: Lang;
  createdAt: string;
}
