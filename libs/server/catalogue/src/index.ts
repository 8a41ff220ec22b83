export {
  allCategories,
  brandProductCounts,
  brandsInCategory,
  type BrandRow,
  type CategoryRow,
  commentPage,
  type CommentRow,
  findBrand,
  findShop,
  latestComments,
  listBrands,
  type ShopRow,
  topLevelCategories,
} from './browse';
export { ExpiringCache } from './expiring-cache';
export { type ListOrder, type ProductFilter } from './product-filter';
export { type ProductDetailRow, readProductDetail } from './product-detail';
export {
  decodeCursor,
  type PageRequest,
  type ProductCard,
  productList,
  productPage,
  productSlice,
  type ProductSort,
  toProductSummary,
} from './product-queries';
export { keywordMatch, searchPage } from './search';
export { addProductComment } from './product-comments';
export { type PurchasableProduct, purchasableProducts } from './purchasable';
export { releaseStock, reserveStock } from './stock';
