import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { type Database, deferToBatchEnd, preparedStatement, rowsOf } from '@mall/server-core';
import type { LiveMessage, StoredLiveMessage } from './kinds';
import { userStreamMessages } from './tables';

/** The `pg_notify` channel of the live streams: `<userId>:<message id>`, or `evict:<stream id>`. */
export const USER_STREAM_CHANNEL = 'user_stream';

/** The first key of the transaction locks that order one user's messages (`'LIVE'` in ASCII). */
const USER_LOCK_CLASS = 0x4c495645;

/** How long a message is kept for a stream that reconnects. */
export const MESSAGE_RETENTION_MS = 24 * 60 * 60 * 1000;

interface Publication {
  user_id: number;
  kind: string;
  payload: unknown;
}

// Every live message goes through it, several for each event delivered: named, planned once a connection. The
// readers' transaction locks are taken in user order (two publishers of the same readers never wait on each
// other in a cycle), all before the first id is drawn; the messages are written in the order given.
const publishStatement = preparedStatement<never, { messages: string }>(
  'publish_to_users',
  sql`with messages as materialized (
        select m.user_id, m.kind, coalesce(m.payload, 'null') as payload, m.ord
          from rows from (json_to_recordset(${sql.placeholder('messages')}::json)
                 as (user_id int, kind text, payload jsonb)) with ordinality as m(user_id, kind, payload, ord)),
      locked as (
        select count(*) as held
          from (select pg_advisory_xact_lock(${USER_LOCK_CLASS}, user_id)
                  from (select distinct user_id from messages order by user_id) readers) taken),
      inserted as (
        insert into user_stream_messages (user_id, kind, payload)
        select m.user_id, m.kind, m.payload from messages m cross join locked order by m.ord
        returning id, user_id)
      select pg_notify(${USER_STREAM_CHANNEL}, user_id::text || ':' || id::text) from inserted`,
);

const publishAll = async (tx: Database, messages: Publication[]): Promise<void> => {
  await publishStatement(tx, { messages: JSON.stringify(messages) });
};

/**
 * Publishes `message` to every live stream of `userId`, on any API process, when `tx` commits: the row is written
 * in the caller's transaction and `pg_notify` (sent by PostgreSQL at commit only, never for a rollback) tells the
 * processes which user has news. The notification carries ids, never the message. In an event delivery batch the
 * row is written at the batch's end, with the batch's other messages in one statement.
 *
 * The user's transaction lock is taken before the row's id is drawn and held to the commit, so one user's ids
 * grow in commit order and a stream that resumes after id N misses nothing. Call it late in a transaction: a
 * second transaction publishing to the same user waits for this one to end.
 */
export async function publishToUser(tx: Database, userId: number, message: LiveMessage): Promise<void> {
  const publication = { user_id: userId, kind: message.kind, payload: message.data };
  if (!deferToBatchEnd(tx, publishAll, publication)) await publishAll(tx, [publication]);
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
