// @mall/feature-orders — the shopper's purchase history, order detail with its actions, and returns.
export { PurchaseHistoryPage } from './history/purchase-history-page';
export { PurchaseHistoryView, type PurchaseHistoryViewProps } from './history/purchase-history-view';
export type { OrdersT } from './shared/i18n';
export { OrderDetailPage } from './order-detail/order-detail-page';
export { OrderDetailView, type OrderDetailViewProps } from './order-detail/order-detail-view';
export { commentSchema, type CommentSchema, type CommentValues } from './order-detail/comment-schema';
export { returnSchema, type ReturnSchema, type ReturnValues } from './order-detail/return-schema';
export { RefundsPage } from './refunds/refunds-page';
export { RefundsView, type RefundsViewProps } from './refunds/refunds-view';
