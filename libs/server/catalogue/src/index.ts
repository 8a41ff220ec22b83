export { ExpiringCache } from './expiring-cache';
export { type ProductDetailRow, readProductDetail } from './product-detail';
export {
  activeProduct,
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
