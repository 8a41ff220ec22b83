import { buildAds } from './build-ads';
import { buildArticles } from './build-articles';
import { buildShops } from './build-shops';
import { buildBrands, buildCategories } from './build-taxonomy';
import { buildPolicies } from './content/policies';
import {
  demoAccounts,
  demoCurrencies,
  demoLanguages,
  demoWallets,
  demoWebsiteConfig,
} from './reference-data';
import type { DemoCatalogue } from './types';

/** The default "now" of the demo data: products, articles and comments are dated before it. */
export const DEFAULT_REFERENCE_DATE = '2026-11-01T00:00:00.000Z';

export interface CatalogueOptions {
  /** ISO 8601 date every generated date is relative to (default `DEFAULT_REFERENCE_DATE`). */
  referenceDate?: string;
}

function referenceTime(referenceDate: string): number {
  const ms = Date.parse(referenceDate);
  if (Number.isNaN(ms)) throw new Error(`Invalid reference date "${referenceDate}"`);
  return ms;
}

/**
 * The whole demo catalogue except products and comments (see `generateProducts`, `generateComments`).
 * Pure and deterministic: the same seed and options always give the same data.
 */
export function buildDemoCatalogue(seed = 1, options: CatalogueOptions = {}): DemoCatalogue {
  const referenceMs = referenceTime(options.referenceDate ?? DEFAULT_REFERENCE_DATE);
  const referenceDate = new Date(referenceMs).toISOString();
  const categories = buildCategories();
  const brands = buildBrands();
  const { shops, shopOwners } = buildShops(seed);
  const sources = { categories, brands, shops };
  const { news, blogPosts, announcements } = buildArticles(seed, referenceMs, sources);
  return {
    seed,
    referenceDate,
    categories,
    brands,
    shops,
    ads: buildAds(seed, sources),
    news,
    blogPosts,
    announcements,
    policies: buildPolicies(new Date(referenceMs - 30 * 86_400_000).toISOString()),
    currencies: demoCurrencies.map((currency) => ({ ...currency })),
    wallets: demoWallets.map((wallet) => ({ ...wallet })),
    languages: demoLanguages.map((language) => ({ ...language })),
    websiteConfig: { ...demoWebsiteConfig },
    accounts: {
      shopper: { ...demoAccounts.shopper },
      seller: { ...demoAccounts.seller },
      staff: { ...demoAccounts.staff },
    },
    shopOwners,
  };
}
