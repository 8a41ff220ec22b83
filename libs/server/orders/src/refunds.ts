import { and, asc, desc, eq, ne } from 'drizzle-orm';
import {
  type Database,
  DomainError,
  recordReviewTransition,
  type ReviewActor,
  withTransaction,
} from '@mall/server-core';
import { RETURN_WINDOW_DAYS } from '@mall/sdk-manifest';
import { payBackReturn } from './money';
import { lockOrder, type OrderRow } from './order-queries';
import { emitRefundEvent } from './refund-events';
import { lockRefund, transitionRefund } from './refund-transitions';
import { orderItems, orders, refunds, type RefundState } from './tables';

export type RefundRow = typeof refunds.$inferSelect;

/** A return with the order and item it is for. */
export interface RefundView {
  refund: RefundRow;
  orderSn: string;
  item: typeof orderItems.$inferSelect;
}

const DAY_MS = 86_400_000;

/**
 * Paid orders (cash on delivery counts once completed) that reached the shopper, within the return window
 * from delivery (or from receipt when it skipped `delivered`).
 */
function returnable(order: OrderRow, now: number): boolean {
  if (order.paymentState !== 'paid') return false;
  if (order.deliveryState !== 'delivered' && order.deliveryState !== 'completed') return false;
  const reached = order.deliveredAt ?? order.completedAt;
  return reached !== null && now - Date.parse(reached) <= RETURN_WINDOW_DAYS * DAY_MS;
}

const views = (db: Database) =>
  db
    .select({ refund: refunds, orderSn: orders.orderSn, item: orderItems })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId));

async function refundView(db: Database, id: number): Promise<RefundView> {
  const [view] = await views(db).where(eq(refunds.id, id));
  if (!view) throw new DomainError('NO_DATA_FOUND');
  return view;
}

/**
 * The shopper asks to return a quantity of one item of their order: one return per item (a withdrawn one
 * does not count), at most the quantity bought, while the order is returnable. The amount is the item's unit
 * price times the quantity.
 */
export const requestRefund = (
  db: Database,
  userId: number,
  request: { orderId: number; itemId: number; quantity: number; reason: string; imageUploadIds: number[] },
): Promise<RefundView> =>
  withTransaction(db, async (tx) => {
    const order = await lockOrder(tx, request.orderId, userId);
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, request.itemId), eq(orderItems.orderId, order.id)));
    if (!item) throw new DomainError('ORDER_NOT_FOUND');
    if (!returnable(order, Date.now())) throw new DomainError('ORDER_NOT_RETURNABLE');
    const [existing] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderItemId, item.id), ne(refunds.state, 'cancelled')));
    if (existing) throw new DomainError('RETURN_ALREADY_EXISTS');
    if (request.quantity > item.quantity) throw new DomainError('RETURN_QUANTITY_LIMIT');
    const reason = request.reason.trim();
    if (!reason) throw new DomainError('RETURN_SUBMISSION_FAILED');
    const [row] = await tx
      .insert(refunds)
      .values({
        userId,
        orderId: order.id,
        orderItemId: item.id,
        quantity: request.quantity,
        amountMinor: item.unitPriceMinor * request.quantity,
        reason,
        imageUploadIds: request.imageUploadIds,
      })
      .returning();
    await recordReviewTransition(tx, {
      kind: 'return',
      id: row!.id,
      from: null,
      to: row!.state,
      actor: { kind: 'user', id: userId },
      amountMinor: row!.amountMinor,
    });
    await emitRefundEvent(tx, row!, order, item.name_en);
    return { refund: row!, orderSn: order.orderSn, item };
  });

/** The shopper withdraws a pending return (any other state answers RETURN_CANCELLED). */
export const cancelRefund = (db: Database, userId: number, id: number): Promise<RefundView> =>
  withTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, id), eq(refunds.userId, userId)))
      .for('update');
    if (!row) throw new DomainError('NO_DATA_FOUND');
    if (row.state !== 'pending') throw new DomainError('RETURN_CANCELLED');
    await transitionRefund(tx, id, { to: 'cancelled', actor: { kind: 'user', id: userId } });
    return refundView(tx, id);
  });

/** A page of the user's returns, newest first, optionally in one state. */
export async function refundPage(
  db: Database,
  userId: number,
  { page, pageSize, state }: { page: number; pageSize: number; state?: RefundState },
): Promise<{ views: RefundView[]; total: number }> {
  const where = state
    ? and(eq(refunds.userId, userId), eq(refunds.state, state))
    : eq(refunds.userId, userId);
  const [rows, total] = await Promise.all([
    views(db)
      .where(where)
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.$count(refunds, where),
  ]);
  return { views: rows, total };
}

/** Returns waiting for a staff decision, oldest first. */
export const pendingRefunds = (db: Database, limit: number): Promise<RefundView[]> =>
  views(db).where(eq(refunds.state, 'pending')).orderBy(asc(refunds.createdAt), asc(refunds.id)).limit(limit);

/** What a staff decision did. */
export interface RefundDecision {
  refund: RefundRow;
  approved: boolean;
  /** Paid back to the customer's wallet; 0 when refused. */
  refundedMinor: number;
}

/**
 * Staff approve or refuse a pending return. An approval pays the amount back to the wallet and the return ends
 * `refunded` in the same transaction; a refusal ends it `refused`. Missing: NO_DATA_FOUND; decided before:
 * TASK_ALREADY_DECIDED.
 */
export const reviewRefund = (
  db: Database,
  decision: { id: number; approve: boolean; message: string; actor: ReviewActor },
): Promise<RefundDecision> =>
  withTransaction(db, async (tx) => {
    const row = await lockRefund(tx, decision.id);
    if (row.state !== 'pending') throw new DomainError('TASK_ALREADY_DECIDED');
    const order = await lockOrder(tx, row.orderId);
    if (decision.approve) await payBackReturn(tx, { refund: row, order });
    const decided = await transitionRefund(tx, row.id, {
      to: decision.approve ? 'refunded' : 'refused',
      actor: decision.actor,
      remark: decision.message.trim(),
      amountMinor: decision.approve ? row.amountMinor : null,
    });
    const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, row.orderItemId));
    await emitRefundEvent(tx, decided, order, item!.name_en);
    return {
      refund: decided,
      approved: decision.approve,
      refundedMinor: decision.approve ? row.amountMinor : 0,
    };
  });
