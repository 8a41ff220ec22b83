/** Pictures per product type whose name carries no colour; a coloured product shows its colour's picture. */
export const PRODUCT_PICTURE_VARIANTS = 2;

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
