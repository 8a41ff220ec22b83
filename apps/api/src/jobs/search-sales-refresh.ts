import { refreshSalesOrder } from '@mall/server-catalogue';
import type { Database } from '../db/connection';
import { type RunningJob, startPeriodic } from './periodic';

/**
 * Every `intervalMs`, copies the sold counts of the products sold since the last run into the count listings and
 * search order by (`rankProductSales`), then writes into the search rows the counts that moved to another sales
 * band (`refreshSearchSales`). The marks are rows of the database, so a restart loses nothing; every API process
 * may run the job, as each takes marks the others do not hold.
 */
export function startSearchSalesRefresh(
  db: Database,
  intervalMs: number,
  log: (message: string) => void,
): RunningJob {
  return startPeriodic(
    async () => {
      await refreshSalesOrder(db);
    },
    intervalMs,
    (error) => log(`search sales refresh failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}
