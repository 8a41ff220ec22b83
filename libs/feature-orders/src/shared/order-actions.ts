import type { OrderDetail, OrderItem, OrderSummary } from '@mall/sdk';
import { RETURN_WINDOW_DAYS } from './constants';

/** Why an action cannot be taken now: a key of `orders:actions.why`. */
export type BlockedReason =
  | 'orderCancelled'
  | 'alreadyPaid'
  | 'payOnDelivery'
  | 'shipped'
  | 'notShipped'
  | 'receiptConfirmed'
  | 'commentAfterCompletion'
  | 'commented'
  | 'returnRequested'
  | 'returnAfterDelivery'
  | 'returnUnpaid'
  | 'returnWindowClosed';

/** Whether an action is possible now; when it is not, the reason to show beside it. */
export type Availability = { allowed: true } | { allowed: false; reason: BlockedReason };

const allowed: Availability = { allowed: true };
const blocked = (reason: BlockedReason): Availability => ({ allowed: false, reason });

type OrderStates = Pick<OrderSummary, 'payment_state' | 'delivery_state' | 'payment_method'>;

/** Paying: an unpaid order not left to cash on delivery (which ships unpaid). */
export function canPay(order: OrderStates): Availability {
  if (order.payment_state === 'cancelled') return blocked('orderCancelled');
  if (order.payment_state === 'paid') return blocked('alreadyPaid');
  if (order.payment_method === 'cod') return blocked('payOnDelivery');
  return allowed;
}

/** Cancelling: only before shipping (the server answers 2000033 after). */
export function canCancel(order: OrderStates): Availability {
  if (order.payment_state === 'cancelled') return blocked('orderCancelled');
  if (order.delivery_state !== 'to_ship') return blocked('shipped');
  return allowed;
}

/** Confirming receipt: once shipped, in transit or delivered. */
export function canConfirmReceipt(order: OrderStates): Availability {
  if (order.payment_state === 'cancelled') return blocked('orderCancelled');
  if (order.delivery_state === 'to_ship') return blocked('notShipped');
  if (order.delivery_state === 'completed') return blocked('receiptConfirmed');
  return allowed;
}

/** Reviewing an item: once per item, on completed orders. */
export function canComment(order: OrderStates, item: Pick<OrderItem, 'commented'>): Availability {
  if (order.payment_state === 'cancelled') return blocked('orderCancelled');
  if (order.delivery_state !== 'completed') return blocked('commentAfterCompletion');
  if (item.commented) return blocked('commented');
  return allowed;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Returning an item: one return per item, of a paid order (or a cash-on-delivery one once completed) that
 * was delivered, within the return window. The order shows no delivery time, so the window is judged from
 * completion when known; the server has the last word on a delivered order.
 */
export function canReturn(
  order: OrderStates & Pick<OrderDetail, 'completed_at'>,
  item: Pick<OrderItem, 'refund_state'>,
  now: number,
): Availability {
  if (order.payment_state === 'cancelled') return blocked('orderCancelled');
  if (item.refund_state !== null) return blocked('returnRequested');
  if (order.delivery_state !== 'delivered' && order.delivery_state !== 'completed') {
    return blocked('returnAfterDelivery');
  }
  const paid =
    order.payment_state === 'paid' ||
    (order.payment_method === 'cod' && order.delivery_state === 'completed');
  if (!paid) return blocked('returnUnpaid');
  if (order.completed_at && now > Date.parse(order.completed_at) + RETURN_WINDOW_DAYS * DAY_MS) {
    return blocked('returnWindowClosed');
  }
  return allowed;
}
