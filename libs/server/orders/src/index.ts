export {
  addToCart,
  cartItemCount,
  cartLineViews,
  type CartLineView,
  type CartShopView,
  groupByShop,
  lineTotalMinor,
  removeCartLines,
  updateCartLine,
} from './cart';
export { type CheckoutGroup, type CheckoutSummary, checkoutSummary } from './checkout';
export { type DeliveryOptionRow, findDeliveryOption, listDeliveryOptions } from './delivery';
export { placeOrder, type PlaceOrderRequest, type PlaceOrderResult } from './place-order';
export {
  cancelRefusal,
  deliveryStepRefusal,
  deliveryTransitions,
  historyLabel,
  type HistoryLabel,
  type OrderStates,
  paymentRefusal,
  paymentTransitions,
  receiptRefusal,
} from './states';
export { AUTO_CANCEL_BATCH, cancelDueOrders } from './auto-cancel';
export {
  attemptReference,
  beginCardAttempt,
  type CardAttempt,
  type CardPaymentOutcome,
  payByCard,
  settleCardAttempt,
  settlePendingCardAttempts,
} from './card-payment';
export { advanceOrderDelivery, cancelOrder, commentOrderItem, completeOrder, shipOrder } from './order-life';
export {
  orderDetail,
  orderOf,
  orderPage,
  type OrderRow,
  ordersToShip,
  type OrderView,
} from './order-queries';
export { payOrder, type PayOrderOutcome, type PayOrderRequest } from './pay-order';
export {
  cancelRefund,
  pendingRefunds,
  type RefundDecision,
  refundPage,
  type RefundRow,
  type RefundView,
  requestRefund,
  reviewRefund,
} from './refunds';
export {
  isShopOrder,
  type SalesTotals,
  shopOrderDetail,
  shopOrderPage,
  type ShopOrderItemRow,
  type ShopOrderRow,
  shopSales,
} from './shop-orders';
export {
  type OrderActor,
  type OrderEventPayload,
  type OrderHistoryEntry,
  orderHistoryOf,
  SYSTEM,
} from './transitions';
export type { RefundEventPayload } from './refund-events';
export { orderLiveSubscriber } from './live-subscriber';
export {
  lockRefund,
  refundTransitions,
  returnForReview,
  returnTasks,
  shipmentTasks,
  transitionRefund,
} from './refund-transitions';
