import { cancelDueOrders } from '@mall/server-orders';
import type { Database } from '../db/connection';

export interface RunningJob {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Every `intervalMs`, cancels the unpaid orders whose time ran out and releases their stock. The due time is
 * stored with each order, so a restart loses nothing; every API process may run the job, as its claims skip
 * orders another process holds. One run at a time per process: a slow run delays the next, never overlaps it.
 */
export function startOrderAutoCancel(
  db: Database,
  intervalMs: number,
  log: (message: string) => void,
): RunningJob {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = cancelDueOrders(db).then(
      (count) => {
        if (count > 0) log(`auto-cancel: ${count} unpaid order(s) cancelled, stock released`);
      },
      (error: unknown) =>
        log(`auto-cancel failed: ${error instanceof Error ? error.message : String(error)}`),
    );
    return running.then(schedule);
  };
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (!stopped) timer = setTimeout(run, intervalMs).unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
