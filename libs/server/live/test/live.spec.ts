import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import { registerCustomer } from '@mall/server-account';
import type { Database } from '@mall/server-core';
import type { DatabaseHandle } from '@mall/server-database';
import { openTestDatabase } from '@mall/server-database/testing';
import {
  messagesAfter,
  pruneMessages,
  pruneStaleStreams,
  publishToUser,
  registerStream,
  resumePoint,
  touchStreams,
  unregisterStreams,
} from '../src';

const serverUrl = process.env.TEST_DATABASE_URL;
const MINUTE = 60_000;

const newUser = async (db: Database, email: string) =>
  (await registerCustomer(db, { email, password: 'live pass 12', firstname: 'L', lastname: 'S' })).id;

const badge = (count: number) => ({ kind: 'badges' as const, data: { notice: { count } } });

const publish = (db: Database, userId: number, count: number) =>
  db.transaction((tx) => publishToUser(tx, userId, badge(count)));

const counts = async (db: Database, userId: number, afterId: number) =>
  (await messagesAfter(db, userId, afterId)).map(
    (message) => (message.data as { notice: { count: number } }).notice.count,
  );

const streamsOf = async (db: Database, userId: number) =>
  (
    (await db.execute(sql`select id from live_streams where user_id = ${userId}`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows
    .map((row) => row.id)
    .sort();

describe('a user’s live messages', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('hands a stream that resumes after an id exactly the user’s messages after it, and none of a rolled-back transaction', async () => {
    const { db } = database;
    const reader = await newUser(db, 'reader@example.com');
    const neighbour = await newUser(db, 'neighbour@example.com');
    const start = await resumePoint(db, reader);
    expect(start.reset).toBe(false);
    await publish(db, reader, 1);
    await publish(db, neighbour, 99);
    await expect(
      db.transaction(async (tx) => {
        await publishToUser(tx, reader, badge(50));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await publish(db, reader, 2);
    await publish(db, reader, 3);

    const all = await messagesAfter(db, reader, start.afterId);
    expect(all.map((message) => message.kind)).toEqual(['badges', 'badges', 'badges']);
    expect(await counts(db, reader, start.afterId)).toEqual([1, 2, 3]);
    // Cut after the first: a reconnect with its id gets the two it missed, in order.
    const resumed = await resumePoint(db, reader, all[0]!.id);
    expect(resumed).toEqual({ afterId: all[0]!.id, reset: false });
    expect(await counts(db, reader, resumed.afterId)).toEqual([2, 3]);
    expect(await counts(db, neighbour, 0)).toEqual([99]);
  });

  it('starts a stream that asks to resume from a point no longer kept at the newest message, and says so', async () => {
    const { db } = database;
    const reader = await newUser(db, 'pruned@example.com');
    await publish(db, reader, 1);
    const [first] = await messagesAfter(db, reader, 0);
    expect(await resumePoint(db, reader, first!.id + 1_000_000)).toEqual({ afterId: first!.id, reset: true });
    // Everything older than the retention time goes; a stream resuming from before it must refetch.
    expect(await pruneMessages(db, { retentionMs: 0, now: new Date(Date.now() + MINUTE) })).toBeGreaterThan(
      0,
    );
    await publish(db, reader, 2);
    const [kept] = await messagesAfter(db, reader, 0);
    expect(await resumePoint(db, reader, first!.id - 1)).toEqual({ afterId: kept!.id, reset: true });
    expect(await resumePoint(db, reader, kept!.id - 1)).toEqual({ afterId: kept!.id - 1, reset: false });
  });
});

describe('a user’s open streams', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('keeps at most the limit, evicting the oldest for the newest, and stops counting streams gone stale', async () => {
    const { db } = database;
    const user = await newUser(db, 'tabs@example.com');
    const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids.slice(0, 3))
      expect(await registerStream(db, { id, userId: user, limit: 3, staleAfterMs: MINUTE })).toEqual([]);
    expect(await registerStream(db, { id: ids[3]!, userId: user, limit: 3, staleAfterMs: MINUTE })).toEqual([
      ids[0],
    ]);
    expect(await streamsOf(db, user)).toEqual(ids.slice(1).sort());

    await unregisterStreams(db, [ids[1]!]);
    expect(await streamsOf(db, user)).toEqual([ids[2], ids[3]].sort());
    // A process that stops touching its streams has died: theirs no longer count, and pruning removes them.
    await db.execute(
      sql`update live_streams set seen_at = now() - interval '1 hour' where user_id = ${user}`,
    );
    await touchStreams(db, [ids[3]!]);
    expect(await pruneStaleStreams(db, MINUTE)).toBe(1);
    expect(await streamsOf(db, user)).toEqual([ids[3]]);
  });
});

describe(
  'streams opened at once',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    let database: DatabaseHandle;
    before(async () => {
      database = await openTestDatabase();
    });
    after(() => database.close());

    it('leave exactly the limit open: 12 at once against a limit of 5', async () => {
      const { db } = database;
      const user = await newUser(db, 'rush@example.com');
      const ids = Array.from({ length: 12 }, () => randomUUID());
      const evicted = (
        await Promise.all(
          ids.map((id) => registerStream(db, { id, userId: user, limit: 5, staleAfterMs: MINUTE })),
        )
      ).flat();
      expect(evicted).toHaveLength(7);
      expect(new Set(evicted).size).toBe(7);
      expect(await streamsOf(db, user)).toEqual(ids.filter((id) => !evicted.includes(id)).sort());
    });
  },
);
