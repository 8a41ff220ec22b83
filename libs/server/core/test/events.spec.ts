import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '@mall/server-database';
import { createPostgresTestDatabase, openTestDatabase } from '@mall/server-database/testing';
import {
  type Database,
  deferToBatchEnd,
  type Dispatcher,
  deliverNext,
  emit,
  EVENT_RETENTION_MS,
  failedDeliveries,
  pruneDeliveredEvents,
  rememberedInBatch,
  registerSubscribers,
  retryDelaySeconds,
  startDispatcher,
  type Subscriber,
} from '../src';
import { claimDue, DELIVERY_BATCH } from '../src/events/dispatch';
import { createRecordTable, recorder, TEST_EVENT } from './event-recorder';

const serverUrl = process.env.TEST_DATABASE_URL;
const workspaceRoot = resolve(__dirname, '../../../..');

const rowsOf = async <Row>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const step = (aggregateId: number, payload: Record<string, unknown> = {}) => ({
  type: TEST_EVENT,
  version: 1,
  aggregateType: 'probe',
  aggregateId,
  payload,
});

const emitted = (db: Database, aggregateId: number, payload?: Record<string, unknown>) =>
  db.transaction((tx) => emit(tx, step(aggregateId, payload)));

const received = (db: Database) =>
  rowsOf<{ subscriber: string; event_id: string; aggregate_id: string; sequence: number }>(
    db,
    sql`select subscriber, event_id, aggregate_id, sequence from received_events order by received`,
  );

/** Asks `read` again until `matches` holds of its answer, or fails with the last answer after `timeoutMs`. */
async function eventually<T>(read: () => T | Promise<T>, matches: (value: T) => void, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    try {
      matches(value);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resume) => setTimeout(resume, 100));
    }
  }
}

interface PlanNode {
  Alias?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

async function dispatcherOn(database: DatabaseHandle, subscribers: Subscriber[]): Promise<Dispatcher> {
  return startDispatcher({ db: database.db, subscribers, listen: database.listen, log: () => undefined });
}

describe('domain events', () => {
  let database: DatabaseHandle;
  let dispatcher: Dispatcher | undefined;
  beforeEach(async () => {
    database = await openTestDatabase();
    await createRecordTable(database.db);
  });
  afterEach(async () => {
    await dispatcher?.stop();
    dispatcher = undefined;
    await database.close();
  });

  it('numbers each aggregate’s events from 1 and hands them to every subscriber once, in order', async () => {
    const { db } = database;
    await registerSubscribers(db, [recorder('first'), recorder('second')]);
    for (const aggregate of [1, 2, 1, 1, 2]) await emitted(db, aggregate);
    dispatcher = await dispatcherOn(database, [recorder('first'), recorder('second')]);
    await dispatcher.drain();

    const rows = await received(db);
    for (const subscriber of ['first', 'second']) {
      const seen = rows.filter((row) => row.subscriber === subscriber);
      expect(seen.filter((row) => row.aggregate_id === '1').map((row) => row.sequence)).toEqual([1, 2, 3]);
      expect(seen.filter((row) => row.aggregate_id === '2').map((row) => row.sequence)).toEqual([1, 2]);
    }
  });

  it('never publishes the events of a transaction that rolled back', async () => {
    const { db } = database;
    dispatcher = await dispatcherOn(database, [recorder('first')]);
    await expect(
      db.transaction(async (tx) => {
        await emit(tx, step(7));
        throw new Error('the effect failed');
      }),
    ).rejects.toThrow('the effect failed');
    await emitted(db, 8);
    await dispatcher.drain();

    expect((await received(db)).map((row) => row.aggregate_id)).toEqual(['8']);
    const events = await rowsOf<{ aggregate_id: string }>(db, sql`select aggregate_id from domain_events`);
    expect(events).toEqual([{ aggregate_id: '8' }]);
  });

  it('delivers a burst of one aggregate’s events a batch at a time, in order', async () => {
    const { db } = database;
    const burst = recorder('burst');
    await registerSubscribers(db, [burst]);
    for (let index = 0; index < 30; index += 1) await emitted(db, 5);
    const bySubscriber = new Map([[burst.name, burst]]);

    expect(await deliverNext(db, bySubscriber, 20)).toBe('delivered');
    expect((await received(db)).map((row) => row.sequence)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    // The last ten: fewer than the batch's limit, so nothing else was due.
    expect(await deliverNext(db, bySubscriber, 20)).toBe('drained');
    expect((await received(db)).map((row) => row.sequence)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(await deliverNext(db, bySubscriber, 20)).toBe('idle');
  });

  it('handles only the last of a batch’s events a subscriber coalesces, and delivers them all', async () => {
    const { db } = database;
    // Even aggregates' events only republish state: the last of them in a batch covers the others.
    const counts: Subscriber = {
      ...recorder('counts'),
      coalesces: (event) => Number(event.aggregateId) % 2 === 0,
    };
    await registerSubscribers(db, [counts]);
    for (const aggregate of [2, 1, 4, 3, 6, 5]) await emitted(db, aggregate);

    expect(await deliverNext(db, new Map([[counts.name, counts]]))).toBe('drained');
    expect((await received(db)).map((row) => row.aggregate_id)).toEqual(['1', '3', '6', '5']);
    const undelivered = await rowsOf(db, sql`select event_id from event_deliveries where not done`);
    expect(undelivered).toEqual([]);
  });

  it('postpones a coalesced event that comes within its window after the last handled, then handles it once', async () => {
    const { db } = database;
    const counts: Subscriber = { ...recorder('counts'), coalesces: () => true, coalescingWindowMs: 60_000 };
    const bySubscriber = new Map([[counts.name, counts]]);
    await registerSubscribers(db, [counts]);
    await emitted(db, 1);
    expect(await deliverNext(db, bySubscriber)).toBe('drained');

    // Within the window: the later of two is postponed to its end, the earlier covered by it.
    await emitted(db, 2);
    await emitted(db, 3);
    expect(await deliverNext(db, bySubscriber)).toBe('drained');
    expect((await received(db)).map((row) => row.aggregate_id)).toEqual(['1']);
    const waiting = await rowsOf<{ aggregate_id: string; wait: boolean }>(
      db,
      sql`select aggregate_id, next_attempt_at > now() + interval '50 seconds' as wait
            from event_deliveries where not done`,
    );
    expect(waiting).toEqual([{ aggregate_id: '3', wait: true }]);
    expect(await deliverNext(db, bySubscriber)).toBe('idle');

    // The window's end: it is handled, and nothing is left.
    await db.execute(sql`update event_deliveries set next_attempt_at = now() where not done`);
    expect(await deliverNext(db, bySubscriber, undefined, { postpone: false })).toBe('drained');
    expect((await received(db)).map((row) => row.aggregate_id)).toEqual(['1', '3']);
    expect(await rowsOf(db, sql`select event_id from event_deliveries where not done`)).toEqual([]);
  });

  it('retries a subscriber that threw, later, without holding up the others', async () => {
    const { db } = database;
    await registerSubscribers(db, [recorder('steady'), recorder('flaky')]);
    const refused = await emitted(db, 3);
    const later = await emitted(db, 3);
    const elsewhere = await emitted(db, 4);
    dispatcher = await dispatcherOn(database, [
      recorder('steady'),
      recorder('flaky', { failFirst: new Set([refused.id]) }),
    ]);
    await dispatcher.drain();

    const byFlaky = (await received(db)).filter((row) => row.subscriber === 'flaky');
    // The aggregate's next event waits for the refused one; another aggregate does not.
    expect(byFlaky.map((row) => Number(row.event_id))).toEqual([elsewhere.id]);
    expect((await received(db)).filter((row) => row.subscriber === 'steady')).toHaveLength(3);
    expect(await failedDeliveries(db)).toEqual([
      expect.objectContaining({
        eventId: refused.id,
        subscriber: 'flaky',
        attempts: 1,
        lastError: `flaky refused event ${refused.id} once`,
      }),
    ]);

    // Back-off: the attempt comes due; then the aggregate's events follow in order.
    await db.execute(sql`update event_deliveries set next_attempt_at = now() where not done`);
    await dispatcher.drain();
    const after = (await received(db)).filter((row) => row.subscriber === 'flaky');
    expect(after.map((row) => Number(row.event_id))).toEqual([elsewhere.id, refused.id, later.id]);
    expect(await failedDeliveries(db)).toEqual([]);
  });

  it('writes what a batch’s subscribers defer once, after them, and at once outside a batch', async () => {
    const { db } = database;
    const flushes: string[][] = [];
    // Writes the batch's aggregates as one row, so the table shows how many writes there were.
    const writeTogether = async (tx: Database, items: string[]) => {
      flushes.push(items);
      await tx.execute(
        sql`insert into received_events (subscriber, event_id, aggregate_id, sequence)
            values ('together', ${flushes.length}, ${items.join(',')}, 1)`,
      );
    };
    const deferring: Subscriber = {
      name: 'deferring',
      events: [TEST_EVENT],
      async handle(tx, event) {
        expect(deferToBatchEnd(tx, writeTogether, event.aggregateId)).toBe(true);
      },
    };
    await registerSubscribers(db, [deferring]);
    for (const aggregate of [4, 2, 9]) await emitted(db, aggregate);

    expect(await deliverNext(db, new Map([[deferring.name, deferring]]))).toBe('drained');
    expect(flushes).toEqual([['4', '2', '9']]);
    expect((await received(db)).map((row) => row.aggregate_id)).toEqual(['4,2,9']);
    await db.transaction(async (tx) => expect(deferToBatchEnd(tx, writeTogether, 'x')).toBe(false));
  });

  it('reads what a batch’s subscribers remember once for the batch, and every time outside one', async () => {
    const { db } = database;
    let reads = 0;
    const readShop = async () => ({ owner: 7, read: (reads += 1) });
    const remembering: Subscriber = {
      ...recorder('remembering'),
      async handle(tx, event) {
        expect(await rememberedInBatch(tx, 'shop:1', readShop)).toEqual({ owner: 7, read: 1 });
        await recorder('remembering').handle(tx, event);
      },
    };
    await registerSubscribers(db, [remembering]);
    for (const aggregate of [1, 2, 3]) await emitted(db, aggregate);

    expect(await deliverNext(db, new Map([[remembering.name, remembering]]))).toBe('drained');
    expect((await received(db)).map((row) => row.aggregate_id)).toEqual(['1', '2', '3']);
    await db.transaction(async (tx) =>
      expect(await rememberedInBatch(tx, 'shop:1', readShop)).toEqual({ owner: 7, read: 2 }),
    );
  });

  it('runs a batch again one delivery at a time when its deferred writes fail, and delivers them all', async () => {
    const { db } = database;
    const refuseBatches = async (_tx: Database, items: number[]) => {
      throw new Error(`refused ${items.length} deferred writes`);
    };
    // Defers in a batch (whose writes fail) and writes at once when delivered alone.
    const deferring: Subscriber = {
      ...recorder('deferring'),
      async handle(tx, event) {
        if (!deferToBatchEnd(tx, refuseBatches, event.id)) await recorder('deferring').handle(tx, event);
      },
    };
    await registerSubscribers(db, [deferring]);
    for (const aggregate of [1, 2]) await emitted(db, aggregate);

    expect(await deliverNext(db, new Map([[deferring.name, deferring]]))).toBe('drained');
    expect((await received(db)).map((row) => row.aggregate_id)).toEqual(['1', '2']);
    expect(await failedDeliveries(db)).toEqual([]);
  });

  it('prunes what was delivered before the retention time, keeping each aggregate’s latest event and the undelivered', async () => {
    const { db } = database;
    await registerSubscribers(db, [recorder('steady'), recorder('flaky')]);
    for (const aggregate of [1, 1, 1, 2]) await emitted(db, aggregate);
    const refused = await emitted(db, 3);
    const bySubscriber = new Map([
      ['steady', recorder('steady')],
      ['flaky', recorder('flaky', { failFirst: new Set([refused.id]) })],
    ]);
    expect(await deliverNext(db, bySubscriber)).toBe('drained');

    // Nothing is old enough yet.
    expect(await pruneDeliveredEvents(db)).toEqual({ events: 0, deliveries: 0 });
    const weekLater = new Date(Date.now() + EVENT_RETENTION_MS + 60_000);
    expect(await pruneDeliveredEvents(db, { now: weekLater })).toEqual({ events: 2, deliveries: 9 });
    const kept = await rowsOf<{ aggregate_id: string; sequence: number }>(
      db,
      sql`select aggregate_id, sequence from domain_events order by id`,
    );
    // Aggregate 1's first two went; its latest, aggregate 2's only one and the undelivered one stay.
    expect(kept).toEqual([
      { aggregate_id: '1', sequence: 3 },
      { aggregate_id: '2', sequence: 1 },
      { aggregate_id: '3', sequence: 1 },
    ]);
    expect(await failedDeliveries(db)).toEqual([expect.objectContaining({ eventId: refused.id })]);
    // The numbering goes on after the latest.
    expect((await emitted(db, 1)).sequence).toBe(4);
  });

  it('waits longer after each failure, up to ten minutes', () => {
    expect([1, 2, 3, 4, 10, 30].map(retryDelaySeconds)).toEqual([1, 2, 4, 8, 512, 600]);
  });
});

describe(
  'domain events across processes on PostgreSQL',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    const handles: DatabaseHandle[] = [];
    const dispatchers: Dispatcher[] = [];
    after(async () => {
      for (const dispatcher of dispatchers) await dispatcher.stop();
      // Last opened first: a test database is dropped when its own handle closes, after the others on it.
      for (const handle of handles.reverse()) await handle.close();
    });

    it('delivers each of 300 events exactly once per subscriber with two dispatchers racing', async () => {
      const created = await createPostgresTestDatabase(serverUrl!);
      handles.push(created.database);
      const other = await openDatabase({ databaseUrl: created.url });
      handles.push(other);
      const { db } = created.database;
      await createRecordTable(db);
      const subscribers = () => [recorder('first'), recorder('second')];
      dispatchers.push(await dispatcherOn(created.database, subscribers()));
      dispatchers.push(await dispatcherOn(other, subscribers()));

      const AGGREGATES = 20;
      const EVENTS = 300;
      await Promise.all(
        Array.from({ length: EVENTS }, (_, index) => emitted(index % 2 ? db : other.db, index % AGGREGATES)),
      );
      await eventually(
        async () => (await received(db)).length,
        (count) => expect(count).toBe(EVENTS * 2),
      );

      const rows = await received(db);
      for (const subscriber of ['first', 'second'])
        for (let aggregate = 0; aggregate < AGGREGATES; aggregate += 1) {
          const sequences = rows
            .filter((row) => row.subscriber === subscriber && row.aggregate_id === String(aggregate))
            .map((row) => row.sequence);
          expect(sequences).toEqual(Array.from({ length: EVENTS / AGGREGATES }, (_, index) => index + 1));
        }
      expect(await failedDeliveries(db)).toEqual([]);
    });

    it('plans a claim from thousands of due deliveries on the failed ones’ index, with statistics of a quiet time', async () => {
      const created = await createPostgresTestDatabase(serverUrl!);
      handles.push(created.database);
      const { db } = created.database;
      await registerSubscribers(db, [recorder('recorder')]);
      await db.execute(sql`analyze event_deliveries`);
      // A burst the statistics have not seen: 3,000 events of 1,000 aggregates, all due.
      await db.execute(
        sql`with recorded as (
              insert into domain_events (aggregate_type, aggregate_id, sequence, type, version, payload)
              select 'probe', (n % 1000)::text, n / 1000 + 1, ${TEST_EVENT}, 1, '{}' from generate_series(0, 2999) n
              returning id, aggregate_id, sequence)
            insert into event_deliveries (event_id, subscriber, aggregate_type, aggregate_id, sequence)
            select id, 'recorder', 'probe', aggregate_id, sequence from recorded`,
      );

      const [explained] = await rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        db,
        sql`explain (format json) ${claimDue(['recorder'], DELIVERY_BATCH)}`,
      );
      // The earlier-undelivered check reads the index of failed deliveries, not every due one per claimed row.
      const earlier = planNodes(explained!['QUERY PLAN'][0].Plan).filter((node) => node.Alias === 'earlier');
      expect(earlier.map((node) => node['Index Name'])).toEqual(['event_deliveries_retrying']);
    });

    it('loses nothing when a dispatching process is killed in the middle of a delivery', async () => {
      const created = await createPostgresTestDatabase(serverUrl!);
      handles.push(created.database);
      const { db } = created.database;
      await createRecordTable(db);
      await registerSubscribers(db, [recorder('recorder')]);
      const doomed = spawn(
        process.execPath,
        ['--import', 'tsx', 'libs/server/core/test/event-recorder-process.ts', created.url],
        {
          cwd: workspaceRoot,
          env: { ...process.env, TSX_TSCONFIG_PATH: 'libs/server/core/tsconfig.json' },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let output = '';
      doomed.stdout!.on('data', (chunk) => (output += chunk));
      await eventually(
        () => output,
        (printed) => expect(printed).toContain('dispatching'),
        30_000,
      );

      // The killed process holds this event's delivery when it dies: its transaction never commits.
      const held = await emitted(db, 1, { hang: true });
      await eventually(
        () => output,
        (printed) => expect(printed).toContain(`holding ${held.id}`),
      );
      doomed.kill('SIGKILL');
      await new Promise((resume) => doomed.once('exit', resume));

      // Another process takes over; the held event is delivered once it stops hanging (as a fixed subscriber would).
      await db.execute(sql`update domain_events set payload = '{}'::jsonb where id = ${held.id}`);
      const next = await emitted(db, 1);
      dispatchers.push(await dispatcherOn(created.database, [recorder('recorder')]));
      await eventually(
        async () => (await received(db)).map((row) => Number(row.event_id)),
        (ids) => expect(ids).toEqual([held.id, next.id]),
      );
    });
  },
);
