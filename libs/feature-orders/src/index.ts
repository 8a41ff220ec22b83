// @mall/feature-orders — the shopper's purchase history, order detail with its actions, and returns.
export { PurchaseHistoryPage } from './history/purchase-history-page';
export { PurchaseHistoryView, type PurchaseHistoryViewProps } from './history/purchase-history-view';
export type { OrdersT } from './shared/i18n';
