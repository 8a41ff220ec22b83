import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { refundToWallet, settleOrder } from '@mall/server-wallet';
import type { OrderRow } from './order-queries';
import { orders, refunds } from './tables';

/** A cancelled order that was paid by wallet or card: what was paid goes back to the wallet, once. */
export async function refundCancelledOrder(tx: Database, order: OrderRow): Promise<void> {
  if (order.paymentState !== 'paid' || !order.actualPayMinor) return;
  await refundToWallet(tx, {
    userId: order.userId,
    amountMinor: order.actualPayMinor,
    key: `order-cancel:${order.id}`,
    reference: { type: 'order', id: order.id },
  });
}

/** What returns have already paid back of an order out of the platform's payables (before settlement). */
async function refundedBeforeSettlement(tx: Database, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountMinor}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.state, 'refunded')));
  return Number(row?.total ?? 0);
}

/**
 * A completed order's money goes to its shop, once: from the order payables, or for cash on delivery from the
 * platform's cash the courier collected. Returns already paid back out of the payables stay out of it.
 */
export async function settleCompletedOrder(
  tx: Database,
  order: OrderRow,
  cashOnDelivery: boolean,
): Promise<void> {
  const amountMinor = order.totalMinor - (cashOnDelivery ? 0 : await refundedBeforeSettlement(tx, order.id));
  if (amountMinor > 0)
    await settleOrder(tx, { shopId: order.shopId, orderId: order.id, amountMinor, cashOnDelivery });
  await tx
    .update(orders)
    .set({ settledAt: sql`now()` })
    .where(and(eq(orders.id, order.id), isNull(orders.settledAt)));
}

/**
 * Pays an approved return back to the customer's wallet, exactly once (the journal's key is the refund's):
 * from the shop's settlement when the order was already settled to it, else from the order payables.
 */
export async function payBackReturn(
  tx: Database,
  { refund, order }: { refund: typeof refunds.$inferSelect; order: OrderRow },
): Promise<void> {
  await refundToWallet(tx, {
    userId: refund.userId,
    amountMinor: refund.amountMinor,
    key: `refund:${refund.id}`,
    reference: { type: 'refund', id: refund.id },
    fromShopId: order.settledAt === null ? undefined : order.shopId,
  });
}
