import type { ErrorKey } from '@mall/sdk-manifest';
import type { DeliveryState, PaymentMethod, PaymentState } from './tables';

/** The two axes an order moves along; the database's CHECK constraints hold the same combinations. */
export interface OrderStates {
  paymentState: PaymentState;
  deliveryState: DeliveryState;
  paymentMethod: PaymentMethod | null;
  /** A card payment in flight: the order is neither paid another way nor cancelled until it settles. */
  cardAttemptId?: number | null;
}

/** Where each payment state may go next: paid (or cash on delivery confirmed), or cancelled. */
export const paymentTransitions: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  unpaid: ['paid', 'cancelled'],
  paid: ['cancelled'],
  cancelled: [],
};

/** Where each delivery state may go next; `completed` is the shopper confirming receipt. */
export const deliveryTransitions: Readonly<Record<DeliveryState, readonly DeliveryState[]>> = {
  to_ship: ['shipped'],
  shipped: ['in_transit', 'delivered', 'completed'],
  in_transit: ['delivered', 'completed'],
  delivered: ['completed'],
  completed: [],
};

export const isCashOnDelivery = (order: OrderStates) =>
  order.paymentState === 'unpaid' && order.paymentMethod === 'cod';

/** Paid, or cash on delivery (which travels unpaid): the shop may send it. */
export const isSettledForShipping = (order: OrderStates) =>
  order.paymentState === 'paid' || isCashOnDelivery(order);

export type HistoryLabel =
  'pending_payment' | 'cancelled' | 'to_deliver' | 'on_the_way' | 'in_transit' | 'delivered';

/** The purchase-history label the shopper sees, derived from the two states. */
export function historyLabel(order: OrderStates): HistoryLabel {
  if (order.paymentState === 'cancelled') return 'cancelled';
  switch (order.deliveryState) {
    case 'to_ship':
      return isSettledForShipping(order) ? 'to_deliver' : 'pending_payment';
    case 'shipped':
      return 'on_the_way';
    case 'in_transit':
      return 'in_transit';
    default:
      return 'delivered';
  }
}

/** Why an order cannot be paid now, or null when it can. */
export function paymentRefusal(order: OrderStates): ErrorKey | null {
  if (
    order.paymentState !== 'unpaid' ||
    order.paymentMethod === 'cod' ||
    order.deliveryState !== 'to_ship' ||
    (order.cardAttemptId ?? null) !== null
  )
    return 'ORDER_PAYMENT_FAILED';
  return null;
}

/** Why the shopper cannot cancel an order now, or null when they can (only before it ships). */
export function cancelRefusal(order: OrderStates): ErrorKey | null {
  if (!paymentTransitions[order.paymentState].includes('cancelled') || (order.cardAttemptId ?? null) !== null)
    return 'ORDER_CANCELLATION_FAILED';
  if (order.deliveryState !== 'to_ship') return 'SHIPPED_ORDER_NOT_CANCELLABLE';
  return null;
}

/** Why receipt cannot be confirmed, or null when it can (shipped, in transit or delivered). */
export function receiptRefusal(order: OrderStates): ErrorKey | null {
  if (order.paymentState === 'cancelled' || !deliveryTransitions[order.deliveryState].includes('completed'))
    return 'ORDER_RECEIPT_FAILED';
  return null;
}

/** Why staff cannot move the delivery to `next`, or null when they can. */
export function deliveryStepRefusal(order: OrderStates, next: DeliveryState): ErrorKey | null {
  if (next === 'completed' || !deliveryTransitions[order.deliveryState].includes(next))
    return 'ORDER_DELIVERY_SWITCH_FAILED';
  if (next === 'shipped' && !isSettledForShipping(order)) return 'ORDER_DELIVERY_SWITCH_FAILED';
  return null;
}
