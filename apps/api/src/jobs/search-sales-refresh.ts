import { refreshSearchSales } from '@mall/server-catalogue';
import type { Database } from '../db/connection';
import { type RunningJob, startPeriodic } from './periodic';

/**
 * Every `intervalMs`, writes into the search rows the sold counts of the products whose sales moved them to
 * another sales band since the last run (`refreshSearchSales`). The marks are rows of the database, so a restart
 * loses nothing; every API process may run the job, as each takes marks the others do not hold.
 */
export function startSearchSalesRefresh(
  db: Database,
  intervalMs: number,
  log: (message: string) => void,
): RunningJob {
  return startPeriodic(
    async () => {
      await refreshSearchSales(db);
    },
    intervalMs,
    (error) => log(`search sales refresh failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}
