// @mall/feature-catalogue/product — the product page on its own: its gallery, seller card and reviews load with it,
// not with the home and list pages (nor they with it).
export { ProductDetailPage, type ProductDetailPageProps } from './product-detail-page';
export type { PurchaseSlotProps } from './product-detail-view';
