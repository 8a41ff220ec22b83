import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { type Database, preparedStatement } from '@mall/server-core';
import type { LiveMessage, StoredLiveMessage } from './kinds';
import { userStreamMessages } from './tables';

/** The `pg_notify` channel of the live streams: `<userId>:<message id>`, or `evict:<stream id>`. */
export const USER_STREAM_CHANNEL = 'user_stream';

/** The first key of the transaction locks that order one user's messages (`'LIVE'` in ASCII). */
const USER_LOCK_CLASS = 0x4c495645;

/** How long a message is kept for a stream that reconnects. */
export const MESSAGE_RETENTION_MS = 24 * 60 * 60 * 1000;

const rowsOf = async <Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * Publishes `message` to every live stream of `userId`, on any API process, when `tx` commits: the row is written
 * in the caller's transaction and `pg_notify` (sent by PostgreSQL at commit only, never for a rollback) tells the
 * processes which user has news. The notification carries ids, never the message.
 *
 * The user's transaction lock is taken before the row's id is drawn and held to the commit, so one user's ids
 * grow in commit order and a stream that resumes after id N misses nothing. Call it late in a transaction: a
 * second transaction publishing to the same user waits for this one to end.
 */
// Every live message goes through it, several for each event delivered: named, planned once a connection.
const publishStatement = preparedStatement<never, { userId: number; kind: string; payload: string }>(
  'publish_to_user',
  sql`with locked as (select pg_advisory_xact_lock(${USER_LOCK_CLASS}, ${sql.placeholder('userId')}::int)),
      inserted as (
        insert into user_stream_messages (user_id, kind, payload)
        select ${sql.placeholder('userId')}::int, ${sql.placeholder('kind')}, ${sql.placeholder('payload')}::jsonb
          from locked
        returning id
      )
      select pg_notify(${USER_STREAM_CHANNEL}, ${sql.placeholder('userId')}::int || ':' || id::text) from inserted`,
);

export async function publishToUser(tx: Database, userId: number, message: LiveMessage): Promise<void> {
  await publishStatement(tx, { userId, kind: message.kind, payload: JSON.stringify(message.data) });
}

/** The user's messages after `afterId`, oldest first, at most `limit`. */
export async function messagesAfter(
  db: Database,
  userId: number,
  afterId: number,
  limit = 200,
): Promise<StoredLiveMessage[]> {
  const rows = await db
    .select()
    .from(userStreamMessages)
    .where(and(eq(userStreamMessages.userId, userId), gt(userStreamMessages.id, afterId)))
    .orderBy(asc(userStreamMessages.id))
    .limit(limit);
  return rows.map(
    (row) =>
      ({ id: row.id, kind: row.kind, data: row.payload, createdAt: row.createdAt }) as StoredLiveMessage,
  );
}

/** Where a stream starts: after `afterId`; `reset` when the client asked to resume from a point that is gone. */
export interface ResumePoint {
  afterId: number;
  reset: boolean;
}

/**
 * Where a stream for `userId` starts. With `lastEventId` (the last id the client saw) it resumes right after it
 * when nothing after it can have been pruned; otherwise, and without one, it starts at the user's newest message
 * (only what is published from now on), and `reset` tells a client that asked to resume that it missed an
 * unknown number of messages and should refetch.
 *
 * Without messages of its own, a user starts just before the oldest message kept, so that the id the client is
 * handed stays resumable for the whole retention time (and no message of theirs can come before it).
 */
export async function resumePoint(db: Database, userId: number, lastEventId?: number): Promise<ResumePoint> {
  const [bounds] = await rowsOf<{ user_newest: string | null; oldest: string | null; newest: string | null }>(
    db,
    sql`select (select max(id) from user_stream_messages where user_id = ${userId}::int) as user_newest,
               (select min(id) from user_stream_messages) as oldest,
               (select max(id) from user_stream_messages) as newest`,
  );
  const userNewest = Number(bounds?.user_newest ?? 0);
  const oldest = bounds?.oldest === null || bounds?.oldest === undefined ? null : Number(bounds.oldest);
  const newest = Number(bounds?.newest ?? 0);
  const start = oldest === null ? userNewest : Math.max(userNewest, oldest - 1);
  if (lastEventId === undefined) return { afterId: start, reset: false };
  const resumable =
    Number.isSafeInteger(lastEventId) &&
    lastEventId >= (oldest ?? 1) - 1 &&
    (oldest === null || lastEventId <= newest);
  return resumable ? { afterId: lastEventId, reset: false } : { afterId: start, reset: true };
}

/** Deletes the messages older than the retention time; answers how many went. */
export async function pruneMessages(
  db: Database,
  { retentionMs = MESSAGE_RETENTION_MS, now = new Date() }: { retentionMs?: number; now?: Date } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionMs).toISOString();
  const deleted = await db
    .delete(userStreamMessages)
    .where(lt(userStreamMessages.createdAt, cutoff))
    .returning({ id: userStreamMessages.id });
  return deleted.length;
}
