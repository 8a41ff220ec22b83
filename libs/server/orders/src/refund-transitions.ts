import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import {
  alreadyDecided,
  checkReviewStep,
  type Database,
  DomainError,
  recordReviewTransition,
  type ReviewActor,
  type ReviewTaskFilter,
  type ReviewTaskPage,
  reviewTaskIds,
  type ReviewTransitions,
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

/** A return, locked for a decision: NO_DATA_FOUND when there is none. */
export async function lockRefund(tx: Database, id: number): Promise<RefundRow> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

/**
 * The one way a return's state changes: checks the step (a decided one answers 3100001), writes the state (and
 * the staff's message), appends the history row and emits `review.stepped`, in `tx`. The return's own events
 * (`refund.*`) are emitted by the caller, with the order they need.
 */
export async function transitionRefund(
  tx: Database,
  id: number,
  step: { to: RefundState; actor: ReviewActor; remark?: string; amountMinor?: number | null },
): Promise<RefundRow> {
  const row = await lockRefund(tx, id);
  if (!refundTransitions[row.state].includes(step.to)) throw alreadyDecided();
  checkReviewStep('return', refundTransitions, row.state, step.to);
  const [updated] = await tx
    .update(refunds)
    .set({
      state: step.to,
      ...(step.actor.kind === 'user' ? {} : { staffMessage: step.remark ?? '' }),
      updatedAt: sql`now()`,
    })
    .where(eq(refunds.id, id))
    .returning();
  await recordReviewTransition(tx, { kind: 'return', id, from: row.state, ...step });
  return updated!;
}

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
