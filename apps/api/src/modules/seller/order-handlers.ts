import { shopOwnedBy } from '@mall/server-catalogue';
import { DomainError, type Language, pickLocalised } from '@mall/server-core';
import {
  advanceOrderDelivery,
  isShopOrder,
  orderHistoryOf,
  shipOrder,
  type SalesTotals,
  shopOrderDetail,
  shopOrderPage,
  type ShopOrderRow,
  shopSales,
} from '@mall/server-orders';
import { pageOf } from '@mall/server-seller';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { mediaUrl } from '../media';
import { historyResponse } from '../orders/order-response';

const iso = (timestamp: string | null) => (timestamp === null ? null : new Date(timestamp).toISOString());
const PAYMENT_METHODS = { wallet: 'wallet', card: 'card', cod: 'cash_on_delivery' } as const;

const orderSummary = (row: ShopOrderRow) => ({
  id: row.id,
  order_sn: row.orderSn,
  created_at: iso(row.createdAt)!,
  payment_state: row.paymentState,
  delivery_state: row.deliveryState,
  total_minor: row.totalMinor,
  customer_name: row.customer.name,
  items_count: row.itemsCount,
  log_sn: row.logSn,
});

const deliveryUpdate = (row: Omit<ShopOrderRow, 'itemsCount'>) => ({
  order_id: row.id,
  payment_state: row.paymentState,
  delivery_state: row.deliveryState,
  carrier: row.carrier,
  log_sn: row.logSn,
  shipped_at: iso(row.shippedAt),
  delivered_at: iso(row.deliveredAt),
});

const salesPeriod = (month: string, totals: SalesTotals) => ({
  month,
  revenue_minor: totals.revenueMinor,
  order_count: totals.orderCount,
  items_sold: totals.itemsSold,
});

/** The first instants of last month, this month and next month, in UTC. */
const monthStarts = (now: Date) => {
  const start = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return { last: start(-1), current: start(0), next: start(1) };
};
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

export function sellerOrderHandlers(db: Database): Handlers {
  /** A seller without a shop has no orders: reading or changing one finds nothing. */
  const ownShopId = async (userId: number) => (await shopOwnedBy(db, userId))?.id ?? null;
  const requireShopId = async (userId: number) => {
    const shopId = await ownShopId(userId);
    if (shopId === null) throw new DomainError('NO_DATA_FOUND');
    return shopId;
  };

  /** The seller moves only their own shop's orders, by the same steps as staff. */
  const requireShopOrder = async (userId: number, orderId: number) => {
    if (!(await isShopOrder(db, await requireShopId(userId), orderId)))
      throw new DomainError('NO_DATA_FOUND');
  };

  const orderDetail = async (shopId: number, orderId: number, lang: Language, request: FastifyRequest) => {
    const row = await shopOrderDetail(db, shopId, orderId);
    const history = historyResponse(await orderHistoryOf(db, orderId));
    return {
      ...orderSummary(row),
      items: row.items.map((item) => ({
        product_id: item.productId,
        name: pickLocalised(item, 'name', lang),
        image: item.image ? mediaUrl(request, item.image) : '',
        quantity: item.quantity,
        unit_price_minor: item.unitPriceMinor,
        line_total_minor: item.unitPriceMinor * item.quantity,
      })),
      actual_paid_minor: row.paymentState === 'paid' ? (row.actualPayMinor ?? row.totalMinor) : 0,
      shipping_minor: row.deliveryFeeMinor,
      payment_method: row.paymentMethod === null ? null : PAYMENT_METHODS[row.paymentMethod],
      delivery_method: row.deliveryCode,
      carrier: row.carrier,
      customer_email: row.customer.email,
      customer_phone: row.customer.telephone,
      delivery_address: {
        name: row.address.name,
        telephone: row.address.telephone,
        street: row.address.street,
        city: row.address.city,
        state: row.address.state,
        postcode: row.address.postcode,
        country: row.address.country,
      },
      remark: row.remark,
      cancel_remark: row.cancelRemark ?? '',
      paid_at: iso(row.paidAt),
      shipped_at: iso(row.shippedAt),
      delivered_at: iso(row.deliveredAt),
      completed_at: iso(row.completedAt),
      history,
    };
  };

  return {
    getSellerOrders: async ({ args, user }) => {
      const paging = { page: args.page ?? 1, pageSize: args.page_size ?? 20 };
      const shopId = await ownShopId(user.id);
      const found =
        shopId === null
          ? { rows: [], total: 0 }
          : await shopOrderPage(
              db,
              shopId,
              { paymentState: args.payment_state, deliveryState: args.delivery_state },
              paging,
            );
      return pageOf(found.rows.map(orderSummary), found.total, paging);
    },
    getSellerOrderDetail: async ({ args, user, lang, request }) =>
      orderDetail(await requireShopId(user.id), args.id, lang, request),
    shipSellerOrder: async ({ args, user }) => {
      await requireShopOrder(user.id, args.order_id);
      return deliveryUpdate(
        await shipOrder(db, {
          orderId: args.order_id,
          logSn: args.log_sn,
          carrier: args.carrier,
          actor: { kind: 'seller', id: user.id },
        }),
      );
    },
    advanceSellerOrderDelivery: async ({ args, user }) => {
      await requireShopOrder(user.id, args.order_id);
      return deliveryUpdate(
        await advanceOrderDelivery(db, {
          orderId: args.order_id,
          to: args.delivery_state,
          actor: { kind: 'seller', id: user.id },
        }),
      );
    },
    getSellerSales: async ({ user }) => {
      const now = new Date();
      const months = monthStarts(now);
      const shopId = await ownShopId(user.id);
      const none = { revenueMinor: 0, orderCount: 0, itemsSold: 0, daily: new Map<string, number>() };
      const [thisMonth, lastMonth] =
        shopId === null
          ? [none, none]
          : await Promise.all([
              shopSales(db, shopId, months.current, months.next),
              shopSales(db, shopId, months.last, months.current),
            ]);
      const days = Array.from({ length: now.getUTCDate() }, (_, index) =>
        new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), index + 1)).toISOString().slice(0, 10),
      );
      return {
        currency: 'USD' as const,
        this_month: salesPeriod(monthOf(months.current), thisMonth),
        last_month: salesPeriod(monthOf(months.last), lastMonth),
        daily: days.map((date) => ({ date, revenue_minor: thisMonth.daily.get(date) ?? 0 })),
      };
    },
  };
}
