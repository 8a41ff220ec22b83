import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '@mall/server-database';
import { rowsOf } from './emit';

/** How long delivered events are kept: for operators tracing what happened last week. */
export const EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Rows one pruning statement removes at most: a long backlog goes in short transactions. */
const PRUNE_CHUNK = 5_000;

/** The transaction lock of the process that prunes (`'EVTP'` in ASCII): one at a time. */
const PRUNING_LOCK = 0x45565450;

/** How many rows `deletion` (a `delete` statement without `returning`) removed. */
async function deletedCount(tx: Database, deletion: SQL): Promise<number> {
  const [gone] = await rowsOf<{ count: number }>(
    tx,
    sql`with gone as (${deletion} returning 1) select count(*)::int as count from gone`,
  );
  return gone!.count;
}

/**
 * Removes the deliveries done before the retention time, then the events older than it that have no delivery
 * left, except each aggregate's latest event: `emit` numbers an aggregate's next event after its latest, so the
 * numbering never starts again. Without it the outbox grows by a few rows for every order and message, forever.
 * Answers how many events and deliveries went; another process pruning meanwhile makes this one answer zeros.
 */
export async function pruneDeliveredEvents(
  db: Database,
  { retentionMs = EVENT_RETENTION_MS, now = new Date() }: { retentionMs?: number; now?: Date } = {},
): Promise<{ events: number; deliveries: number }> {
  const cutoff = new Date(now.getTime() - retentionMs).toISOString();
  const pruned = { events: 0, deliveries: 0 };
  for (let removed = PRUNE_CHUNK; removed === PRUNE_CHUNK;) {
    removed = await db.transaction(async (tx) => {
      const [turn] = await rowsOf<{ mine: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${PRUNING_LOCK}, 0) as mine`,
      );
      if (!turn?.mine) return 0;
      const deliveries = await deletedCount(
        tx,
        sql`delete from event_deliveries
             where ctid = any (array(
                     select ctid from event_deliveries
                      where done and delivered_at < ${cutoff}::timestamptz
                      limit ${PRUNE_CHUNK}))`,
      );
      const events = await deletedCount(
        tx,
        sql`delete from domain_events
             where id = any (array(
                     select old.id from domain_events old
                      where old.created_at < ${cutoff}::timestamptz
                        and not exists (select 1 from event_deliveries d where d.event_id = old.id)
                        and exists (
                              select 1 from domain_events later
                               where later.aggregate_type = old.aggregate_type
                                 and later.aggregate_id = old.aggregate_id and later.sequence > old.sequence)
                      limit ${PRUNE_CHUNK}))`,
      );
      pruned.deliveries += deliveries;
      pruned.events += events;
      return Math.max(deliveries, events);
    });
  }
  return pruned;
}
