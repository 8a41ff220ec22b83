import type { DemoCatalogue } from './types';

/** Product pictures per sub-category; every product shares one of these (30 sub-categories × 2 = 60 keys). */
export const PRODUCT_IMAGES_PER_SUBCATEGORY = 2;

export const imageKey = {
  product: (subCategoryKey: string, n: number) => `product/${subCategoryKey}/${n}`,
  category: (categoryKey: string) => `category/${categoryKey}`,
  brand: (brandKey: string) => `brand/${brandKey}`,
  shopLogo: (shopKey: string) => `shop/${shopKey}/logo`,
  shopBanner: (shopKey: string) => `shop/${shopKey}/banner`,
  ad: (position: string, n: number) => `ad/${position}/${n}`,
  news: (n: number) => `news/${n}`,
  blog: (n: number) => `blog/${n}`,
};

/**
 * Every distinct image key the catalogue and its products use, so the server can render each once at seeding.
 * Keys are lower-case paths of `[a-z0-9_/-]`: safe as file names once `/` is mapped (or used as folders).
 */
export function demoImageKeys(catalogue: DemoCatalogue): string[] {
  const keys = new Set<string>();
  for (const category of catalogue.categories) {
    keys.add(category.imageKey);
    if (category.parentKey !== null) {
      for (let n = 1; n <= PRODUCT_IMAGES_PER_SUBCATEGORY; n++) keys.add(imageKey.product(category.key, n));
    }
  }
  for (const brand of catalogue.brands) keys.add(brand.logoKey);
  for (const shop of catalogue.shops) {
    keys.add(shop.logoKey);
    keys.add(shop.bannerKey);
  }
  for (const ad of catalogue.ads) keys.add(ad.imageKey);
  for (const article of [...catalogue.news, ...catalogue.blogPosts]) keys.add(article.imageKey);
  return [...keys];
}
