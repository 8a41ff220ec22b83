/** Pictures per product type whose name carries no colour; a coloured product shows its colour's picture. */
export const PRODUCT_PICTURE_VARIANTS = 2;

/** Further views of each product picture (a close-up and a turned view), so a product page shows a gallery. */
export const PRODUCT_EXTRA_VIEWS = 2;
const VIEW = /\/view-(\d+)$/;

/** A product picture's further views: `product/…/red` → `product/…/red/view-2`, `…/view-3`. */
export const productViews = (productImageKey: string): string[] =>
  Array.from({ length: PRODUCT_EXTRA_VIEWS }, (_, i) => `${productImageKey}/view-${i + 2}`);

/** Which view a key draws (1 for the picture itself) and the picture's own key. */
export function viewOf(key: string): { base: string; view: number } {
  const match = VIEW.exec(key);
  return match ? { base: key.slice(0, match.index), view: Number(match[1]) } : { base: key, view: 1 };
}

export const imageKey = {
  /** `variant` is the slug of the colour in the product's name, or a number up to PRODUCT_PICTURE_VARIANTS. */
  product: (subCategoryKey: string, nounKey: string, variant: string | number) =>
    `product/${subCategoryKey}/${nounKey}/${variant}`,
  category: (categoryKey: string) => `category/${categoryKey}`,
  brand: (brandKey: string) => `brand/${brandKey}`,
  shopLogo: (shopKey: string) => `shop/${shopKey}/logo`,
  shopBanner: (shopKey: string) => `shop/${shopKey}/banner`,
  /** The offer and its subject (a category, brand or shop key) let the picture show what the ad is about. */
  ad: (position: string, n: number, offer: string, subjectKey: string | null) =>
    `ad/${position}/${n}/${offer}${subjectKey === null ? '' : `/${subjectKey}`}`,
  news: (n: number) => `news/${n}`,
  blog: (n: number) => `blog/${n}`,
};
