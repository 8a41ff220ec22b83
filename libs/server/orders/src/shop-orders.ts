import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, DomainError } from '@mall/server-core';
import { type DeliveryState, orderItems, orders, type PaymentState } from './tables';

// What a shop's seller reads and does with the shop's orders. Another shop's order and a missing one are
// NO_DATA_FOUND alike, so ids of other shops' orders reveal nothing.

export type ShopOrderRow = typeof orders.$inferSelect & { itemsCount: number };
export type ShopOrderItemRow = typeof orderItems.$inferSelect;

// Written out: inside a select list drizzle leaves column names unqualified, which would compare order_items' own id.
const itemsCount = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`;

/** A page of the shop's orders, newest first, optionally in one payment or delivery state. */
export async function shopOrderPage(
  db: Database,
  shopId: number,
  filter: { paymentState?: PaymentState; deliveryState?: DeliveryState },
  paging: { page: number; pageSize: number },
): Promise<{ rows: ShopOrderRow[]; total: number }> {
  const conditions: SQL[] = [eq(orders.shopId, shopId)];
  if (filter.paymentState) conditions.push(eq(orders.paymentState, filter.paymentState));
  if (filter.deliveryState) conditions.push(eq(orders.deliveryState, filter.deliveryState));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders, itemsCount })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    rows: rows.map(({ order, itemsCount }) => ({ ...order, itemsCount })),
    total: counted?.total ?? 0,
  };
}

/** One order of the shop with its items. */
export async function shopOrderDetail(
  db: Database,
  shopId: number,
  orderId: number,
): Promise<ShopOrderRow & { items: ShopOrderItemRow[] }> {
  const [row] = await db
    .select({ order: orders, itemsCount })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)));
  if (!row) throw new DomainError('NO_DATA_FOUND');
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return { ...row.order, itemsCount: row.itemsCount, items };
}

/** Whether the order is one of the shop's (checked before the seller ships or advances it). */
export async function isShopOrder(db: Database, shopId: number, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)));
  return row !== undefined;
}

export interface SalesTotals {
  revenueMinor: number;
  orderCount: number;
  itemsSold: number;
}

/**
 * The shop's sales between two instants, by payment time: paid orders (cash on delivery counts once paid),
 * with the revenue per UTC day.
 */
export async function shopSales(
  db: Database,
  shopId: number,
  from: Date,
  to: Date,
): Promise<SalesTotals & { daily: Map<string, number> }> {
  const paidBetween = and(
    eq(orders.shopId, shopId),
    eq(orders.paymentState, 'paid'),
    sql`${orders.paidAt} >= ${from.toISOString()} and ${orders.paidAt} < ${to.toISOString()}`,
  );
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [days, [items]] = await Promise.all([
    db
      .select({
        day,
        revenueMinor: sql<number>`sum(${orders.totalMinor})`.mapWith(Number),
        orderCount: sql<number>`count(*)`.mapWith(Number),
      })
      .from(orders)
      .where(paidBetween)
      .groupBy(day),
    db
      .select({ itemsSold: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(paidBetween),
  ]);
  return {
    revenueMinor: days.reduce((sum, row) => sum + row.revenueMinor, 0),
    orderCount: days.reduce((sum, row) => sum + row.orderCount, 0),
    itemsSold: items?.itemsSold ?? 0,
    daily: new Map(days.map((row) => [row.day, row.revenueMinor])),
  };
}
