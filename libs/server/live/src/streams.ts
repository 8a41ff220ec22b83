import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { USER_STREAM_CHANNEL } from './messages';
import { liveStreams } from './tables';

/** The first key of the transaction locks that serialise one user's stream openings (`'LSTR'` in ASCII). */
const STREAMS_LOCK_CLASS = 0x4c535452;

/** Open streams a user may hold at once, over every API process. */
export const MAX_STREAMS_PER_USER = 5;

export interface RegisterStream {
  id: string;
  userId: number;
  /** Streams the user may hold, this one included. */
  limit?: number;
  /** A stream not touched for this long belongs to a process that died: it no longer counts. */
  staleAfterMs: number;
}

/**
 * Records a new stream of the user and evicts their oldest ones past the limit, wherever they are held: the
 * process holding each is told by `pg_notify` at commit. Answers the evicted streams' ids.
 *
 * The newest stream wins because it is the tab the user is looking at; the oldest is most likely a forgotten
 * one. Refusing the new one instead would leave the visible tab without live updates.
 */
export async function registerStream(
  db: Database,
  { id, userId, limit = MAX_STREAMS_PER_USER, staleAfterMs }: RegisterStream,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STREAMS_LOCK_CLASS}, ${userId}::int)`);
    const staleBefore = new Date(Date.now() - staleAfterMs).toISOString();
    await tx
      .delete(liveStreams)
      .where(and(eq(liveStreams.userId, userId), lt(liveStreams.seenAt, staleBefore)));
    await tx.insert(liveStreams).values({ id, userId });
    const evicted = (await tx.execute(
      sql`delete from live_streams where id in (
            select id from live_streams where user_id = ${userId}::int
             order by opened_at desc, id desc offset ${limit}::int)
          returning id, pg_notify(${USER_STREAM_CHANNEL}, 'evict:' || id::text)`,
    )) as unknown as { rows: { id: string }[] };
    return evicted.rows.map((row) => row.id);
  });
}

/** Ids per statement: a process may hold tens of thousands of streams, and a statement takes 65,535 parameters. */
const IDS_PER_STATEMENT = 1_000;

const inChunks = async (ids: readonly string[], work: (chunk: string[]) => Promise<unknown>) => {
  for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT)
    await work(ids.slice(start, start + IDS_PER_STATEMENT));
};

/** Marks the streams this process holds as alive. */
export async function touchStreams(db: Database, ids: readonly string[]): Promise<void> {
  await inChunks(ids, (chunk) =>
    db
      .update(liveStreams)
      .set({ seenAt: sql`now()` })
      .where(inArray(liveStreams.id, chunk)),
  );
}

/** Forgets ended streams. */
export async function unregisterStreams(db: Database, ids: readonly string[]): Promise<void> {
  await inChunks(ids, (chunk) => db.delete(liveStreams).where(inArray(liveStreams.id, chunk)));
}

/** Deletes every stream row not touched for `staleAfterMs` (streams of processes that died). */
export async function pruneStaleStreams(db: Database, staleAfterMs: number): Promise<number> {
  const staleBefore = new Date(Date.now() - staleAfterMs).toISOString();
  const deleted = await db
    .delete(liveStreams)
    .where(lt(liveStreams.seenAt, staleBefore))
    .returning({ id: liveStreams.id });
  return deleted.length;
}
