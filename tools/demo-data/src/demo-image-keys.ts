import { productViews } from './image-keys';
import { productPlan } from './product-plan';
import type { DemoCatalogue } from './types';

/**
 * Every distinct image key the catalogue and its products use, so the server can render each once at seeding.
 * Keys are lower-case paths of `[a-z0-9_/-]`: safe as file names once `/` is mapped (or used as folders).
 */
export function demoImageKeys(catalogue: DemoCatalogue): string[] {
  const keys = new Set<string>();
  for (const category of catalogue.categories) keys.add(category.imageKey);
  for (const sub of productPlan(catalogue)) {
    for (const combo of sub.combos)
      for (const choices of combo.imageKeys)
        for (const key of choices) for (const view of [key, ...productViews(key)]) keys.add(view);
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
