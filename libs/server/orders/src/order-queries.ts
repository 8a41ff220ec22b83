import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, DomainError, jsonRowOf, preparedQuery } from '@mall/server-core';
import type { HistoryLabel } from './states';
import { historyEntry, type OrderHistoryEntry, type OrderHistoryRow, orderHistoryRows } from './transitions';
import { deliveryOptions, orderItems, orders, type RefundState } from './tables';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** An order with its items (each with the state of its return, if any) and its delivery option's names. */
export interface OrderView {
  order: OrderRow;
  items: (OrderItemRow & { refundState: RefundState | null })[];
  delivery: typeof deliveryOptions.$inferSelect;
}

/** The orders each purchase-history label shows, as SQL on the two states (the same rule as `historyLabel`). */
const historyCondition: Record<HistoryLabel, SQL> = {
  cancelled: sql`${orders.paymentState} = 'cancelled'`,
  pending_payment: sql`${orders.paymentState} = 'unpaid' and ${orders.deliveryState} = 'to_ship' and ${orders.paymentMethod} is distinct from 'cod'`,
  to_deliver: sql`${orders.deliveryState} = 'to_ship' and (${orders.paymentState} = 'paid' or (${orders.paymentState} = 'unpaid' and ${orders.paymentMethod} = 'cod'))`,
  on_the_way: sql`${orders.deliveryState} = 'shipped'`,
  in_transit: sql`${orders.deliveryState} = 'in_transit'`,
  delivered: sql`${orders.deliveryState} in ('delivered', 'completed')`,
};

/** An item's return in progress or done, read with the item: at most one is not cancelled (`refunds_one_per_item_idx`). */
const refundStateOfItem = sql<RefundState | null>`(
    select r.state from refunds r where r.order_item_id = order_items.id and r.state <> 'cancelled')`;
// Spelt out: drizzle leaves a one-table query's columns unqualified, and a bare "id" there would be the return's.
const itemColumns = { item: orderItems, refundState: refundStateOfItem };

const withRefundState = ({ item, refundState }: { item: OrderItemRow; refundState: RefundState | null }) => ({
  ...item,
  refundState,
});

/** The orders' items and delivery options, in the orders' order. */
async function withDetails(db: Database, rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, options] = await Promise.all([
    db.select(itemColumns).from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
    db.select().from(deliveryOptions),
  ]);
  return rows.map((order) => ({
    order,
    items: items.filter(({ item }) => item.orderId === order.id).map(withRefundState),
    delivery: options.find((option) => option.code === order.deliveryCode)!,
  }));
}

/** A page of the user's orders, newest first, optionally those under one purchase-history label. */
export async function orderPage(
  db: Database,
  userId: number,
  { page, pageSize, history }: { page: number; pageSize: number; history?: HistoryLabel },
): Promise<{ views: OrderView[]; total: number }> {
  const where = history
    ? and(eq(orders.userId, userId), historyCondition[history])
    : eq(orders.userId, userId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.$count(orders, where),
  ]);
  return { views: await withDetails(db, rows), total };
}

// An order's reads and locks run on every payment, every order page and every step: named, planned once.
const byId = sql`${orders.id} = ${sql.placeholder('orderId')}`;
const byIdOfUser = sql`${byId} and ${orders.userId} = ${sql.placeholder('userId')}`;
type ByOrder<Row> = (db: Database, values: { orderId: number }) => Promise<Row[]>;
type ByUserOrder<Row> = (db: Database, values: { orderId: number; userId: number }) => Promise<Row[]>;

/** The order's row by one of a pair of statements: any order's, or (with `userId`) only that user's. */
async function oneOrder<Row>(
  [anyOrder, usersOrder]: [ByOrder<Row>, ByUserOrder<Row>],
  db: Database,
  orderId: number,
  userId: number | undefined,
): Promise<Row> {
  const [found] = await (userId === undefined
    ? anyOrder(db, { orderId })
    : usersOrder(db, { orderId, userId }));
  // Another user's order answers as one that does not exist.
  if (!found) throw new DomainError('ORDER_NOT_FOUND');
  return found;
}

const lockedOrderStatement = preparedQuery<OrderRow[], { orderId: number }>('lock_order', (db) =>
  db.select().from(orders).where(byId).for('update'),
);
const lockedUserOrderStatement = preparedQuery<OrderRow[], { orderId: number; userId: number }>(
  'lock_order_of_user',
  (db) => db.select().from(orders).where(byIdOfUser).for('update'),
);

// An order read without its lock, for who may talk about it (chat) and what it is called.
const orderStatement = preparedQuery<OrderRow[], { orderId: number }>('order_of', (db) =>
  db.select().from(orders).where(byId),
);
const userOrderStatement = preparedQuery<OrderRow[], { orderId: number; userId: number }>(
  'order_of_user',
  (db) => db.select().from(orders).where(byIdOfUser),
);

/** One order's row; with `userId`, only that user's (another's answers ORDER_NOT_FOUND). */
export const orderOf = (db: Database, orderId: number, userId?: number): Promise<OrderRow> =>
  oneOrder([orderStatement, userOrderStatement], db, orderId, userId);

// One order's page, and the answer of every payment and step, in one statement: the order with its delivery
// option, and its items (each with its return's state) and history as JSON arrays beside the row.
const itemsOfOrder = sql<OrderView['items']>`(
  select coalesce(json_agg(${jsonRowOf(orderItems, { refundState: refundStateOfItem })} order by ${orderItems.id}), '[]'::json)
  from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
const orderDetailStatement = <Values extends Record<string, unknown>>(name: string, where: SQL) =>
  preparedQuery<(OrderView & { history: OrderHistoryRow[] })[], Values>(name, (db) =>
    db
      .select({ order: orders, delivery: deliveryOptions, items: itemsOfOrder, history: orderHistoryRows })
      .from(orders)
      .innerJoin(deliveryOptions, eq(deliveryOptions.code, orders.deliveryCode))
      .where(where),
  );
const anyOrderDetail = orderDetailStatement<{ orderId: number }>('order_detail', byId);
const userOrderDetail = orderDetailStatement<{ orderId: number; userId: number }>(
  'order_detail_of_user',
  byIdOfUser,
);

/** One order with its details and its history, in one round trip; with `userId`, only that user's. */
export async function orderDetail(
  db: Database,
  orderId: number,
  userId?: number,
): Promise<{ view: OrderView; history: OrderHistoryEntry[] }> {
  const { history, ...view } = await oneOrder([anyOrderDetail, userOrderDetail], db, orderId, userId);
  return { view, history: history.map(historyEntry) };
}

/**
 * How an order's state changes run: READ COMMITTED, each taking the order's row lock (`lockOrder`) before it
 * reads the order. The lock orders the changes of one order; stock moves by conditional updates and money
 * through the ledger, whose CHECKs refuse an overdraft at any isolation. SERIALIZABLE would add nothing but
 * false conflicts: its predicate locks cover index pages that unrelated orders share, so a busy shop's orders
 * abort each other and run again.
 */
export const ON_THE_LOCKED_ORDER = { isolation: 'read committed' } as const;

/** Locks an order's row for a state change; with `userId`, only that user's. */
export const lockOrder = (tx: Database, orderId: number, userId?: number): Promise<OrderRow> =>
  oneOrder([lockedOrderStatement, lockedUserOrderStatement], tx, orderId, userId);

/** Orders waiting to ship (paid, or cash on delivery), oldest first. */
export const ordersToShip = (db: Database, limit: number): Promise<OrderRow[]> =>
  db
    .select()
    .from(orders)
    .where(
      sql`${orders.deliveryState} = 'to_ship' and (${orders.paymentState} = 'paid' or (${orders.paymentState} = 'unpaid' and ${orders.paymentMethod} = 'cod'))`,
    )
    .orderBy(orders.createdAt, orders.id)
    .limit(limit);
