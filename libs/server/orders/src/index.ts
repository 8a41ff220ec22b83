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
export {
  moveShopOrderDelivery,
  type SalesTotals,
  shopOrderDetail,
  shopOrderPage,
  type ShopOrderItemRow,
  type ShopOrderRow,
  shopSales,
} from './shop-orders';
