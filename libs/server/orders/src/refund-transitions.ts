import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import {
  type Database,
  DomainError,
  lockReviewed,
  type ReviewActor,
  type Reviewed,
  type ReviewTaskFilter,
  type ReviewTaskPage,
  reviewTaskIds,
  type ReviewTransitions,
  transitionReviewed,
} from '@mall/server-core';
import { type DeliveryState, orderItems, orders, refunds, type RefundState } from './tables';

type RefundRow = typeof refunds.$inferSelect;

/**
 * pending → refunded (approved: paid back in the same step) | refused | cancelled (by the shopper). `approved` is
 * kept for returns decided before approval and payback became one step; nothing moves into it now.
 */
export const refundTransitions: ReviewTransitions<RefundState> = {
  pending: ['refunded', 'refused', 'cancelled'],
  approved: ['refunded'],
  refused: [],
  cancelled: [],
  refunded: [],
};

const refundsReviewed: Reviewed<typeof refunds, RefundState> = {
  kind: 'return',
  table: refunds,
  stateKey: 'state',
  transitions: refundTransitions,
};

/** A return, locked for a decision: NO_DATA_FOUND when there is none. */
export const lockRefund = (tx: Database, id: number): Promise<RefundRow> =>
  lockReviewed(tx, refundsReviewed, id);

/**
 * The one way a return's state changes (`transitionReviewed`: a decided one answers 3100001), with the staff's
 * message when staff decide, in `tx`. The return's own events (`refund.*`) are emitted by the caller, with the
 * order they need.
 */
export const transitionRefund = (
  tx: Database,
  id: number,
  step: { to: RefundState; actor: ReviewActor; remark?: string; amountMinor?: number | null },
): Promise<RefundRow> =>
  transitionReviewed(tx, refundsReviewed, id, {
    ...step,
    set: {
      ...(step.actor.kind === 'user' ? {} : { staffMessage: step.remark ?? '' }),
      updatedAt: sql`now()`,
    },
  });

/** The returns queue (`staff` lib), oldest first. */
export async function returnTasks(db: Database, filter: ReviewTaskFilter): Promise<ReviewTaskPage> {
  const where = and(
    inArray(refunds.state, filter.states as RefundState[]),
    filter.userId === undefined ? undefined : eq(refunds.userId, filter.userId),
    reviewTaskIds(refunds.id, filter),
  );
  const rows = await db
    .select({ refund: refunds, orderSn: orders.orderSn, itemName: orderItems.name_en })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
    .where(where)
    .orderBy(asc(refunds.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(refunds).where(where);
  return {
    rows: rows.map(({ refund, orderSn, itemName }) => ({
      id: refund.id,
      state: refund.state,
      title: `${orderSn} · ${itemName}`,
      userId: refund.userId,
      amountMinor: refund.amountMinor,
      createdAt: refund.createdAt,
    })),
    total: total?.n ?? 0,
  };
}

/** Orders waiting to ship (paid, or cash on delivery), oldest first: staff ship them for a shop. */
export async function shipmentTasks(db: Database, filter: ReviewTaskFilter): Promise<ReviewTaskPage> {
  const waiting = or(
    eq(orders.paymentState, 'paid'),
    and(eq(orders.paymentState, 'unpaid'), eq(orders.paymentMethod, 'cod')),
  );
  const where = and(
    inArray(orders.deliveryState, filter.states as DeliveryState[]),
    filter.states.includes('to_ship') ? waiting : undefined,
    filter.userId === undefined ? undefined : eq(orders.userId, filter.userId),
    reviewTaskIds(orders.id, filter),
  );
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(asc(orders.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      state: row.deliveryState,
      title: `${row.orderSn} · ${row.shopName}`,
      userId: row.userId,
      amountMinor: row.totalMinor,
      createdAt: row.createdAt,
    })),
    total: total?.n ?? 0,
  };
}

/** Everything a reviewer reads of a return: the request, its order and the item. NO_DATA_FOUND when none. */
export async function returnForReview(db: Database, id: number) {
  const [row] = await db
    .select({ refund: refunds, order: orders, item: orderItems })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
    .where(eq(refunds.id, id));
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}
