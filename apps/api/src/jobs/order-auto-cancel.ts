import { cancelDueOrders, settlePendingCardAttempts } from '@mall/server-orders';
import type { PaymentProvider } from '@mall/server-payments';
import type { Database } from '../db/connection';
import { type RunningJob, startPeriodic } from './periodic';

/**
 * Card payment attempts pending this long are settled from the provider's answer (or abandoned when it has none):
 * far longer than any provider call takes, so no attempt still in flight is touched.
 */
export const CARD_ATTEMPT_SETTLE_AFTER_SECONDS = 600;

/**
 * Every `intervalMs`, settles card payment attempts left pending (their process died between the provider's
 * answer and its record), then cancels the unpaid orders whose time ran out and releases their stock. The due time is
 * stored with each order, so a restart loses nothing; every API process may run the job, as its claims skip
 * orders another process holds. One run at a time per process: a slow run delays the next, never overlaps it.
 */
export function startOrderAutoCancel(
  db: Database,
  intervalMs: number,
  log: (message: string) => void,
  provider: PaymentProvider,
): RunningJob {
  return startPeriodic(
    async () => {
      const settled = await settlePendingCardAttempts(db, provider, CARD_ATTEMPT_SETTLE_AFTER_SECONDS);
      if (settled > 0) log(`card payments: ${settled} pending attempt(s) settled`);
      const count = await cancelDueOrders(db);
      if (count > 0) log(`auto-cancel: ${count} unpaid order(s) cancelled, stock released`);
    },
    intervalMs,
    (error) => log(`auto-cancel failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}
