import { and, eq, isNull, sql } from 'drizzle-orm';
import { findUser } from '@mall/server-account';
import { addProductComment, type CommentRow, releaseStock } from '@mall/server-catalogue';
import { type Database, DomainError, withTransaction } from '@mall/server-core';
import { refundCancelledOrder, settleCompletedOrder } from './money';
import { lockOrder, ON_THE_LOCKED_ORDER, type OrderRow } from './order-queries';
import { recordCashOnDelivery } from './pay-order';
import { cancelRefusal, deliveryStepRefusal, receiptRefusal } from './states';
import { type DeliveryState, orderItems } from './tables';
import { type OrderActor, transitionOrder } from './transitions';

const now = sql`now()`;

/**
 * Cancels a locked order that has not shipped: its stock goes back to the catalogue and it stops counting
 * down. Used by the shopper's cancel and by the unpaid-order job.
 */
export async function cancelLockedOrder(
  tx: Database,
  order: OrderRow,
  remark: string | null,
  actor: OrderActor,
): Promise<OrderRow> {
  const refusal = cancelRefusal(order);
  if (refusal) throw new DomainError(refusal);
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const item of items) await releaseStock(tx, item.productId, item.quantity);
  await refundCancelledOrder(tx, order);
  return transitionOrder(tx, order, {
    payment: 'cancelled',
    actor,
    remark,
    with: { cancelledAt: now, cancelRemark: remark, autoCancelAt: null },
  });
}

/** The shopper cancels one of their orders before it ships, with an optional remark. */
export const cancelOrder = (
  db: Database,
  userId: number,
  orderId: number,
  remark?: string,
): Promise<OrderRow> =>
  withTransaction(
    db,
    async (tx) =>
      cancelLockedOrder(tx, await lockOrder(tx, orderId, userId), remark?.trim() || null, {
        kind: 'shopper',
        id: userId,
      }),
    ON_THE_LOCKED_ORDER,
  );

/**
 * The shopper confirms receipt of a shipped (in transit, delivered) order. Cash on delivery was paid at the
 * door: the order counts as paid from now.
 */
export const completeOrder = (db: Database, userId: number, orderId: number): Promise<OrderRow> =>
  withTransaction(
    db,
    async (tx) => {
      const order = await lockOrder(tx, orderId, userId);
      const refusal = receiptRefusal(order);
      if (refusal) throw new DomainError(refusal);
      const cashOnDelivery = order.paymentState === 'unpaid';
      if (cashOnDelivery) await recordCashOnDelivery(tx, order);
      await settleCompletedOrder(tx, order, cashOnDelivery);
      return transitionOrder(tx, order, {
        delivery: 'completed',
        ...(cashOnDelivery && { payment: 'paid' }),
        actor: { kind: 'shopper', id: userId },
        with: { completedAt: now, ...(cashOnDelivery && { paidAt: now, actualPayMinor: order.totalMinor }) },
      });
    },
    ON_THE_LOCKED_ORDER,
  );

/** The shop's seller or staff hand a paid (or cash-on-delivery) order to the carrier with its logistics number. */
export const shipOrder = (
  db: Database,
  { orderId, logSn, carrier, actor }: { orderId: number; logSn: string; carrier: string; actor: OrderActor },
): Promise<OrderRow> =>
  withTransaction(
    db,
    async (tx) => {
      const order = await lockOrder(tx, orderId);
      const refusal = deliveryStepRefusal(order, 'shipped');
      if (refusal) throw new DomainError(refusal);
      return transitionOrder(tx, order, {
        delivery: 'shipped',
        actor,
        with: { shippedAt: now, logSn, carrier: carrier.trim() },
      });
    },
    ON_THE_LOCKED_ORDER,
  );

/** The shop's seller or staff move a shipped order on: in transit, or delivered. */
export const advanceOrderDelivery = (
  db: Database,
  {
    orderId,
    to,
    actor,
  }: { orderId: number; to: Extract<DeliveryState, 'in_transit' | 'delivered'>; actor: OrderActor },
): Promise<OrderRow> =>
  withTransaction(
    db,
    async (tx) => {
      const order = await lockOrder(tx, orderId);
      const refusal = deliveryStepRefusal(order, to);
      if (refusal) throw new DomainError(refusal);
      return transitionOrder(tx, order, {
        delivery: to,
        actor,
        ...(to === 'delivered' && { with: { deliveredAt: now } }),
      });
    },
    ON_THE_LOCKED_ORDER,
  );

/**
 * The buyer rates and comments on an item of a completed order, once per item; the comment goes to the
 * product's page and its rating into the product's.
 */
export const commentOrderItem = (
  db: Database,
  userId: number,
  comment: { orderId: number; itemId: number; rating: number; content: string; lang: string },
): Promise<CommentRow> =>
  withTransaction(db, async (tx) => {
    const order = await lockOrder(tx, comment.orderId, userId);
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, comment.itemId), eq(orderItems.orderId, order.id)));
    if (!item) throw new DomainError('ORDER_NOT_FOUND');
    if (order.deliveryState !== 'completed') throw new DomainError('ORDER_REVIEW_FAILED');
    const [marked] = await tx
      .update(orderItems)
      .set({ commentedAt: now })
      .where(and(eq(orderItems.id, item.id), isNull(orderItems.commentedAt)))
      .returning({ id: orderItems.id });
    if (!marked) throw new DomainError('ORDER_REVIEW_FAILED');
    const user = await findUser(tx, userId);
    return addProductComment(tx, {
      productId: item.productId,
      userId,
      author: `${user.firstname} ${user.lastname.slice(0, 1)}`.trim(),
      rating: comment.rating,
      content: comment.content.trim(),
      lang: comment.lang,
    });
  });
