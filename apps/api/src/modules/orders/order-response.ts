import type { FastifyRequest } from 'fastify';
import { type Language, pickLocalised } from '@mall/server-core';
import {
  historyLabel,
  orderDetail,
  type OrderHistoryEntry,
  type OrderRow,
  type OrderView,
} from '@mall/server-orders';
import type { Database } from '../../db/connection';
import { mediaUrl } from '../media';

const iso = (moment: string) => new Date(moment).toISOString();
const isoOrNull = (moment: string | null) => (moment === null ? null : iso(moment));

/** An order in the purchase history: its states, the label derived from them, its items and price. */
export function orderSummaryResponse({ order, items }: OrderView, lang: Language, request: FastifyRequest) {
  return {
    id: order.id,
    order_sn: order.orderSn,
    created_at: iso(order.createdAt),
    shop: { id: order.shopId, name: order.shopName },
    payment_state: order.paymentState,
    delivery_state: order.deliveryState,
    history_state: historyLabel(order),
    payment_method: order.paymentMethod,
    total_minor: order.totalMinor,
    delivery_fee_minor: order.deliveryFeeMinor,
    // The rate locked when the order was placed: the pay step, the history and the detail all show the order's
    // amounts with it (`@mall/money` `displayOrder`), so they agree with each other and with what was placed.
    display_currency: {
      code: order.currencyCode,
      symbol: order.currencySymbol,
      rate: order.currencyRate,
      decimals: order.currencyDecimals,
    },
    items_count: items.reduce((count, item) => count + item.quantity, 0),
    items: items.map((item) => ({
      item_id: item.id,
      product_id: item.productId,
      name: pickLocalised(item, 'name', lang),
      image: mediaUrl(request, item.image),
      unit_price_minor: item.unitPriceMinor,
      quantity: item.quantity,
      line_total_minor: item.unitPriceMinor * item.quantity,
      commented: item.commentedAt !== null,
      refund_state: item.refundState,
    })),
    auto_cancel_at: isoOrNull(order.autoCancelAt),
  };
}

/** An order's steps for its timeline, oldest first. */
export const historyResponse = (history: OrderHistoryEntry[]) =>
  history.map((step) => ({ ...step, at: iso(step.at) }));

/** Everything about one order, with its history. */
export function orderDetailResponse(
  { view, history }: { view: OrderView; history: OrderHistoryEntry[] },
  lang: Language,
  request: FastifyRequest,
) {
  const { order, delivery } = view;
  return {
    ...orderSummaryResponse(view, lang, request),
    subtotal_minor: order.subtotalMinor,
    actual_pay_minor: order.actualPayMinor,
    card_last4: order.cardLast4,
    payment_sandbox: order.paymentSandbox,
    paid_at: isoOrNull(order.paidAt),
    shipped_at: isoOrNull(order.shippedAt),
    completed_at: isoOrNull(order.completedAt),
    cancelled_at: isoOrNull(order.cancelledAt),
    delivered_at: isoOrNull(order.deliveredAt),
    log_sn: order.logSn,
    carrier: order.carrier,
    history: historyResponse(history),
    arrival_method: { code: delivery.code, name: pickLocalised(delivery, 'name', lang) },
    remark: order.remark,
    cancel_remark: order.cancelRemark,
    address: order.address,
    customer: order.customer,
  };
}

/** One of the user's orders, with its history, as the order detail shows it. */
export const userOrderDetail = async (
  db: Database,
  { orderId, userId }: { orderId: number; userId: number },
  lang: Language,
  request: FastifyRequest,
) => orderDetailResponse(await orderDetail(db, orderId, userId), lang, request);

/** An order's delivery after a staff step. */
export const deliveryUpdateResponse = (order: OrderRow) => ({
  order_id: order.id,
  payment_state: order.paymentState,
  delivery_state: order.deliveryState,
  carrier: order.carrier,
  log_sn: order.logSn,
  shipped_at: isoOrNull(order.shippedAt),
  delivered_at: isoOrNull(order.deliveredAt),
});
