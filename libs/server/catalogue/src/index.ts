export {
  allCategories,
  brandProductCounts,
  shopProductCounts,
  brandsInCategory,
  type BrandRow,
  type CategoryRow,
  commentPage,
  type CommentRow,
  findBrand,
  findShop,
  findShopInBatch,
  listBrands,
  type ShopRow,
  topLevelCategories,
} from './browse';
export { ExpiringCache } from './expiring-cache';
export { type ListOrder, type ProductFilter } from './product-filter';
export { type LatestComment, type ProductDetailRow, productDetailReader } from './product-detail';
export {
  countBound,
  decodeCursor,
  type PageRequest,
  type ProductCard,
  productList,
  productPage,
  productSlice,
  type ProductSort,
  TOTAL_CAP,
  toProductSummary,
} from './product-queries';
export {
  correctedKeyword,
  filterCondition,
  keywordMatch,
  keywordTerms,
  type SearchCaches,
  searchPage,
  windowBoundCache,
  windowEdge,
} from './search';
export { searchSuggestions } from './search-suggestions';
export { countSuggestionRequest } from './suggestion-limit';
export { FirstWindowOdds } from './first-window-odds';
export { CommonWords, keywordShare, type WordShares } from './common-words';
export { rankingIndexes, withoutRankingIndexes } from './ranking-index';
export { addProductComment } from './product-comments';
export { type PurchasableProduct, purchasableProducts } from './purchasable';
export { releaseStock, reserveStock } from './stock';
export { createOwnedShop, type OwnedShop, shopOwnedBy } from './seller-shops';
export {
  addShopProduct,
  changeShopProduct,
  decideProductReview,
  type NewSellerProduct,
  reviewProductPage,
  type SellerProductChanges,
  type SellerProductQuery,
  type SellerProductRow,
  type SellerProductSort,
  type SellerProductState,
  type SellerProductStockFilter,
  shopProductPage,
} from './seller-products';
export {
  followedShopPage,
  followedShopSummary,
  followFeedSlice,
  followFeedSubscriber,
  followShop,
  type FollowState,
  notifiedFollowers,
  type ProductPriceDropped,
  type ProductPublished,
  setFollowNotices,
  shopFollowState,
  unfollowShop,
} from './follows';
export {
  lockProductStatus,
  productForReview,
  productTasks,
  productTransitions,
  transitionProduct,
} from './product-transitions';
export { refreshSearchSales } from './search-sales';
export { rankProductSales, refreshSalesOrder } from './sales-rank';
