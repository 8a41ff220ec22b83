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
  listBrands,
  type ShopRow,
  topLevelCategories,
} from './browse';
export { ExpiringCache } from './expiring-cache';
export { type ListOrder, type ProductFilter } from './product-filter';
export { type LatestComment, type ProductDetailRow, productDetailReader } from './product-detail';
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
export { keywordMatch, searchPage, windowBoundCache } from './search';
