import { eq, sql } from 'drizzle-orm';
import { findShopInBatch } from '@mall/server-catalogue';
import { preparedQuery, type Subscriber } from '@mall/server-core';
import { publishToUser } from '@mall/server-live';
import type { OrderEventPayload } from './transitions';
import { orders } from './tables';

const statesStatement = preparedQuery<
  Pick<typeof orders.$inferSelect, 'paymentState' | 'deliveryState'>[],
  { orderId: number }
>('order_states', (db) =>
  db
    .select({ paymentState: orders.paymentState, deliveryState: orders.deliveryState })
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId'))),
);

/**
 * An order that moved shows it in every open tab of its buyer and of its shop's seller: both get the order's
 * states as they are now (read in the delivery's transaction, so a late delivery never shows an older state).
 */
export const orderLiveSubscriber: Subscriber = {
  name: 'order-live',
  events: [
    'order.paid',
    'order.cancelled',
    'order.shipped',
    'order.in_transit',
    'order.delivered',
    'order.completed',
  ],
  async handle(tx, event) {
    const { orderId, userId, shopId } = event.payload as OrderEventPayload;
    const [order] = await statesStatement(tx, { orderId });
    const data = { id: orderId, payment_state: order!.paymentState, delivery_state: order!.deliveryState };
    await publishToUser(tx, userId, { kind: 'order', data });
    const { ownerId } = await findShopInBatch(tx, shopId);
    if (ownerId !== null && ownerId !== userId) await publishToUser(tx, ownerId, { kind: 'order', data });
  },
};
