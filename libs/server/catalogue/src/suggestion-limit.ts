import { sql } from 'drizzle-orm';
import type { Database } from '@mall/server-core';

/** Old windows are deleted on about one request in this many (by the window index). */
const PRUNE_EVERY = 100;

/**
 * Counts a search-suggestions request from `clientKey` in the current minute, in PostgreSQL (one atomic upsert,
 * so every API process counts together), and answers how many seconds the client must wait, or 0 while it is
 * within `perMinute` (0: no limit).
 */
export async function countSuggestionRequest(
  db: Database,
  clientKey: string,
  perMinute: number,
): Promise<number> {
  if (perMinute <= 0) return 0;
  const { rows } = (await db.execute(
    sql`insert into suggestion_request_counters (client_key, window_start, count)
        values (${clientKey}, date_trunc('minute', clock_timestamp()), 1)
        on conflict (client_key, window_start) do update set count = suggestion_request_counters.count + 1
        returning count, ceil(extract(epoch from window_start + interval '1 minute' - clock_timestamp()))::int as wait`,
  )) as unknown as { rows: { count: number; wait: number }[] };
  if (Math.random() * PRUNE_EVERY < 1)
    await db.execute(
      sql`delete from suggestion_request_counters
           where window_start < date_trunc('minute', clock_timestamp()) - interval '2 minutes'`,
    );
  const row = rows[0]!;
  return Number(row.count) > perMinute ? Math.max(1, Number(row.wait)) : 0;
}
