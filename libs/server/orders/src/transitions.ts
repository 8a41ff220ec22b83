import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Database, emit, jsonRowOf, preparedQuery } from '@mall/server-core';
import type { OrderRow } from './order-queries';
import { deliveryTransitions, paymentTransitions } from './states';
import { type DeliveryState, type OrderActorKind, orderHistory, orders, type PaymentState } from './tables';

/** Who moved an order: a shopper, a seller or a staff member (by id; staff at the ops terminal have none), or the system. */
export type OrderActor = { kind: Exclude<OrderActorKind, 'system'>; id: number | null } | { kind: 'system' };

export const SYSTEM: OrderActor = { kind: 'system' };

/** The event of each step, by the state it reaches. */
const paymentEvents: Partial<Record<PaymentState, string>> = {
  paid: 'order.paid',
  cancelled: 'order.cancelled',
};
const deliveryEvents: Record<Exclude<DeliveryState, 'to_ship'>, string> = {
  shipped: 'order.shipped',
  in_transit: 'order.in_transit',
  delivered: 'order.delivered',
  completed: 'order.completed',
};

/** What every order event carries: enough for a notice, a seller's queue or a live page without a read. */
export interface OrderEventPayload {
  orderId: number;
  orderSn: string;
  userId: number;
  shopId: number;
  shopName: string;
  totalMinor: number;
  paymentMethod: string | null;
  axis: 'payment' | 'delivery';
  from: string | null;
  to: string;
  actor: OrderActor;
  remark: string | null;
  carrier: string | null;
  logSn: string | null;
}

export const ORDER_EVENT_VERSION = 1;

export interface OrderChange {
  payment?: PaymentState;
  delivery?: DeliveryState;
  actor: OrderActor;
  remark?: string | null;
  /** The columns the step sets with its states: its time, the carrier, the amount paid. */
  with?: Omit<PgUpdateSetSource<typeof orders>, 'paymentState' | 'deliveryState'>;
}

type Step = { axis: 'payment' | 'delivery'; from: string | null; to: string };

/** What an order's event says of the order. */
export type OrderEventSubject = Pick<
  OrderRow,
  'id' | 'orderSn' | 'userId' | 'shopId' | 'shopName' | 'totalMinor' | 'paymentMethod' | 'carrier' | 'logSn'
>;

const eventPayload = (
  order: OrderEventSubject,
  step: Step,
  actor: OrderActor,
  remark: string | null,
): OrderEventPayload => ({
  orderId: order.id,
  orderSn: order.orderSn,
  userId: order.userId,
  shopId: order.shopId,
  shopName: order.shopName,
  totalMinor: order.totalMinor,
  paymentMethod: order.paymentMethod,
  ...step,
  actor,
  remark,
  carrier: order.carrier,
  logSn: order.logSn,
});

async function record(tx: Database, order: OrderRow, step: Step, actor: OrderActor, remark: string | null) {
  const type =
    step.from === null
      ? 'order.placed'
      : step.axis === 'payment'
        ? paymentEvents[step.to as PaymentState]
        : deliveryEvents[step.to as Exclude<DeliveryState, 'to_ship'>];
  // The history row is written by the event's statement.
  await emit(
    tx,
    {
      type: type!,
      version: ORDER_EVENT_VERSION,
      aggregateType: 'order',
      aggregateId: order.id,
      payload: eventPayload(order, step, actor, remark),
    },
    [
      tx
        .insert(orderHistory)
        .values({
          orderId: order.id,
          axis: step.axis,
          fromState: step.from,
          toState: step.to,
          actorKind: actor.kind,
          actorId: actor.kind === 'system' ? null : actor.id,
          remark,
        })
        .getSQL(),
    ],
  );
}

/**
 * The one way an order's state changes: checks each axis's step against its transition table, writes the states
 * with the step's other columns, appends a history row per axis (who, when, from → to, why) and emits the step's
 * event, all in `tx`. The callers have already refused a step the shopper may not take with its own error code;
 * a step outside the tables here is a defect, thrown as such.
 */
export async function transitionOrder(tx: Database, order: OrderRow, change: OrderChange): Promise<OrderRow> {
  const steps: Step[] = [];
  if (change.payment && change.payment !== order.paymentState) {
    if (!paymentTransitions[order.paymentState].includes(change.payment))
      throw new Error(
        `order ${order.id}: payment ${order.paymentState} → ${change.payment} is not a transition`,
      );
    steps.push({ axis: 'payment', from: order.paymentState, to: change.payment });
  }
  if (change.delivery && change.delivery !== order.deliveryState) {
    if (!deliveryTransitions[order.deliveryState].includes(change.delivery))
      throw new Error(
        `order ${order.id}: delivery ${order.deliveryState} → ${change.delivery} is not a transition`,
      );
    steps.push({ axis: 'delivery', from: order.deliveryState, to: change.delivery });
  }
  const [updated] = await tx
    .update(orders)
    .set({
      ...change.with,
      ...(change.payment && { paymentState: change.payment }),
      ...(change.delivery && { deliveryState: change.delivery }),
    })
    .where(eq(orders.id, order.id))
    .returning();
  for (const step of steps) await record(tx, updated!, step, change.actor, change.remark ?? null);
  return updated!;
}

export interface OrderHistoryEntry {
  axis: 'payment' | 'delivery';
  from: string | null;
  to: string;
  actor: OrderActorKind;
  remark: string | null;
  at: string;
}

export type OrderHistoryRow = typeof orderHistory.$inferSelect;

export const historyEntry = (row: OrderHistoryRow): OrderHistoryEntry => ({
  axis: row.axis,
  from: row.fromState,
  to: row.toState,
  actor: row.actorKind,
  remark: row.remark,
  at: row.createdAt,
});

/** An order's steps, oldest first. */
const historyStatement = preparedQuery<OrderHistoryRow[], { orderId: number }>('order_history_of', (db) =>
  db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, sql.placeholder('orderId')))
    .orderBy(orderHistory.id),
);

export async function orderHistoryOf(db: Database, orderId: number): Promise<OrderHistoryEntry[]> {
  return (await historyStatement(db, { orderId })).map(historyEntry);
}

/** The same steps as a JSON array beside the order's row, in a statement that reads `orders` (`orderDetail`). */
export const orderHistoryRows = sql<OrderHistoryRow[]>`(
  select coalesce(json_agg(${jsonRowOf(orderHistory)} order by ${orderHistory.id}), '[]'::json)
  from ${orderHistory} where ${orderHistory.orderId} = ${orders.id})`;
