import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { type Database, withTransaction } from '@mall/server-core';
import { cancelLockedOrder } from './order-life';
import { SYSTEM } from './transitions';
import { orders } from './tables';

/** Orders one claim takes: small enough to keep each transaction short. */
export const AUTO_CANCEL_BATCH = 50;

/**
 * Cancels unpaid orders whose `auto_cancel_at` has passed and releases their stock, a batch per transaction
 * until none is due. Each batch claims its orders with `FOR UPDATE SKIP LOCKED`, so several API processes
 * share the work without waiting on each other, and an order being paid right now is left for the next run.
 * Answers how many orders it cancelled.
 */
export async function cancelDueOrders(db: Database, batch = AUTO_CANCEL_BATCH): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const count = await withTransaction(
      db,
      async (tx) => {
        const due = await tx
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.paymentState, 'unpaid'),
              sql`${orders.paymentMethod} is distinct from 'cod'`,
              isNotNull(orders.autoCancelAt),
              // A card payment in flight settles first (settlePendingCardAttempts).
              isNull(orders.cardAttemptId),
              lte(orders.autoCancelAt, sql`now()`),
            ),
          )
          .orderBy(asc(orders.autoCancelAt))
          .limit(batch)
          .for('update', { skipLocked: true });
        for (const order of due) await cancelLockedOrder(tx, order, null, SYSTEM);
        return due.length;
      },
      // The claim's row locks keep two processes off the same order; stock moves by conditional updates.
      { isolation: 'read committed' },
    );
    cancelled += count;
    if (count < batch) return cancelled;
  }
}
