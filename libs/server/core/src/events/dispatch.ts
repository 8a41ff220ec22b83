import { sql } from 'drizzle-orm';
import type { Database } from '@mall/server-database';
import { asDeliveryBatch, BatchFlushFailed } from './batch-end';
import { executeNamed } from '../prepared-statement';
import { EVENTS_CHANNEL, type RecordedEvent, rowsOf } from './emit';
import { pruneDeliveredEvents } from './retention';

/** Something that happens because of an event: a notice, a feed entry, a message on a live stream. */
export interface Subscriber {
  /** Stable across releases: deliveries are kept under it. */
  name: string;
  /** The event types it takes. */
  events: readonly string[];
  /**
   * Runs in the transaction that marks the delivery done, so its database effects happen exactly once; anything
   * it does outside the database may happen again (delivery is at least once) and must be idempotent by event id.
   * Throwing rolls its effects back and the delivery is tried again later.
   */
  handle(tx: Database, event: RecordedEvent): Promise<void>;
  /**
   * True for an event whose handling only publishes state read at delivery time (the staff queues' counts): of
   * such events claimed in one batch, only the last is handled, and the earlier ones are marked delivered with it,
   * since its effect covers theirs. A burst of payments then recounts the queues once per batch, not once each.
   */
  coalesces?(event: RecordedEvent): boolean;
  /**
   * With `coalesces`: the least time between two handlings of coalesced events in one process. A coalesced event
   * that comes sooner is postponed to the end of that time (and handled then, with any that came meanwhile), so a
   * burst of payments recounts the staff queues once a second, not once a batch. A postponed event does not hold
   * back its aggregate's later events: its handling reads the state as it is when it runs.
   */
  coalescingWindowMs?: number;
}

/**
 * Makes `emit` fan events out to these subscribers from now on. Every process that dispatches says which
 * subscribers it has; a subscriber's types no longer listed stop getting deliveries.
 */
export async function registerSubscribers(db: Database, subscribers: readonly Subscriber[]): Promise<void> {
  for (const { name, events } of subscribers) {
    await db.execute(
      sql`delete from event_subscriptions where subscriber = ${name} and event_type not in ${events}`,
    );
    for (const type of events)
      await db.execute(
        sql`insert into event_subscriptions (subscriber, event_type) values (${name}, ${type}) on conflict do nothing`,
      );
  }
}

const MAX_RETRY_DELAY_SECONDS = 600;
const MAX_ERROR_LENGTH = 2_000;

/** Seconds before the next attempt after `attempts` failures: doubling from 1 s, at most 10 minutes. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_SECONDS);

interface DueDelivery {
  event_id: string | number;
  subscriber: string;
  attempts: number;
  type: string;
  version: number;
  aggregate_type: string;
  aggregate_id: string;
  sequence: number;
  payload: unknown;
  created_at: string;
  /** How many deliveries the batch claimed, those held back for an earlier one of their aggregate included. */
  claimed: number;
}

/**
 * What a call of `deliverNext` did: `busy` when another process is delivering — it goes on until nothing is due,
 * so the caller has nothing to do. `drained` is `delivered` with a batch that claimed fewer than its limit: nothing
 * else was due, so a caller need not claim again to find out (an event committed since notifies anew).
 */
export type DeliveryOutcome = 'delivered' | 'drained' | 'failed' | 'idle' | 'busy';

/** The transaction lock held by the process that is delivering (`'EVTS'` in ASCII). */
const DELIVERING_LOCK = 0x45565453;

/** Deliveries one transaction claims: a burst of events is delivered in a few commits, not one commit each. */
export const DELIVERY_BATCH = 50;

const recordedEvent = (due: DueDelivery): RecordedEvent => ({
  id: Number(due.event_id),
  type: due.type,
  version: due.version,
  aggregateType: due.aggregate_type,
  aggregateId: due.aggregate_id,
  sequence: due.sequence,
  payload: due.payload,
  createdAt: String(due.created_at),
});

interface DeliveryWork {
  row: DueDelivery;
  event: RecordedEvent;
  subscriber: Subscriber;
  /** Its subscriber coalesces its event (`Subscriber.coalesces`). */
  coalesced: boolean;
}

/**
 * The deliveries a batch marks done without running: of each subscriber's events it coalesces, all but the last,
 * whose handling covers theirs.
 */
function coveredByLater(work: readonly DeliveryWork[]): ReadonlySet<DeliveryWork> {
  const coalescing = work.filter((item) => item.coalesced);
  const last = new Map(coalescing.map((item) => [item.subscriber, item]));
  return new Set(coalescing.filter((item) => last.get(item.subscriber) !== item));
}

/** When each subscriber with a coalescing window last handled a coalesced event, in this process. */
const lastCoalescedAt = new WeakMap<Subscriber, number>();

/**
 * The batch's deliveries that wait for their subscriber's coalescing window, with the milliseconds left of it: the
 * last coalesced one of a subscriber that handled one less than its window ago (the others are covered by it).
 */
function postponedByWindow(
  work: readonly DeliveryWork[],
  covered: ReadonlySet<DeliveryWork>,
  now: number,
): ReadonlyMap<DeliveryWork, number> {
  const postponed = new Map<DeliveryWork, number>();
  for (const item of work) {
    const window = item.subscriber.coalescingWindowMs;
    const last = lastCoalescedAt.get(item.subscriber);
    if (!item.coalesced || window === undefined || last === undefined || covered.has(item)) continue;
    if (now - last < window) postponed.set(item, window - (now - last));
  }
  return postponed;
}

/**
 * A batch's work again after `failed` threw in it (or its deferred writes did: no `failed`), with a savepoint per
 * delivery that writes at once: one that throws (and `failed`'s) is rolled back alone and given a later attempt,
 * and the later deliveries of its aggregate (for its subscriber) wait for it. Answers the deliveries done.
 */
async function deliverEachAlone(
  tx: Database,
  work: readonly DeliveryWork[],
  covered: ReadonlySet<DeliveryWork>,
  failed?: { item: DeliveryWork; error: unknown },
) {
  const delivered: { event_id: number; subscriber: string }[] = [];
  const heldBack = new Set<string>();
  for (const item of work) {
    const { row, event, subscriber } = item;
    const stream = `${row.subscriber}\u0000${row.aggregate_type}\u0000${row.aggregate_id}`;
    if (heldBack.has(stream)) continue;
    try {
      // The delivery that threw in the batch is not run again now: it gets its later attempt.
      if (item === failed?.item) throw failed.error;
      if (!covered.has(item)) await tx.transaction((savepoint) => subscriber.handle(savepoint, event));
      delivered.push({ event_id: event.id, subscriber: row.subscriber });
    } catch (error) {
      heldBack.add(stream);
      const attempts = row.attempts + 1;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      await tx.execute(
        sql`update event_deliveries
               set attempts = ${attempts}, last_error = ${message},
                   next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(attempts)})
             where event_id = ${event.id} and subscriber = ${row.subscriber}`,
      );
    }
  }
  return delivered;
}

/**
 * Claims up to `limit` due deliveries of `names`' subscribers, in event order, and answers those whose aggregate has
 * no earlier delivery (for the same subscriber) waiting for a retry, with their events: see `deliverNext`.
 */
export const claimDue = (names: readonly string[], limit: number) =>
  sql`with claimed as (
          select d.event_id, d.subscriber, d.attempts, d.aggregate_type, d.aggregate_id, d.sequence
            from event_deliveries d
           where not d.done and d.next_attempt_at <= now() and d.subscriber in ${names}
           order by d.event_id
           limit ${limit}
           for update skip locked)
        select c.event_id, c.subscriber, c.attempts, e.type, e.version, c.aggregate_type, c.aggregate_id,
               c.sequence, e.payload, e.created_at, (select count(*) from claimed)::int as claimed
          from claimed c join domain_events e on e.id = c.event_id
         where not exists (
                 select 1 from event_deliveries earlier
                  where earlier.subscriber = c.subscriber and earlier.aggregate_type = c.aggregate_type
                    and earlier.aggregate_id = c.aggregate_id and earlier.sequence < c.sequence
                    and earlier.attempts > 0 and earlier.delivered_at is null
                    and not exists (
                          select 1 from claimed mine
                           where mine.event_id = earlier.event_id and mine.subscriber = earlier.subscriber))
         order by c.sequence, c.event_id`;

/**
 * Delivers up to `limit` due deliveries to `subscribers` in one transaction: the delivery rows are claimed with
 * `FOR UPDATE SKIP LOCKED` (another process takes the next ones instead of waiting), the subscribers' work runs in
 * a savepoint (one per delivery once any of the batch threw), and the delivered rows are marked done together — a
 * delivery whose work threw is rolled back alone and given a later attempt. Each subscriber sees an aggregate's
 * events in order. Deliveries are claimed in event order, and an aggregate's events are numbered in event order
 * (`emit` draws both under the aggregate's lock), so an earlier event of a claimed one's aggregate is done or
 * claimed with it — unless it failed and waits for its retry: a claimed delivery is kept only when no earlier
 * one of its aggregate (for that subscriber) waits so. A batch runs them in sequence, so a burst on one
 * conversation or order is delivered 50 at a time, not one per commit. When one of them throws, the later ones
 * of its aggregate wait for the retry.
 *
 * The wait is read on the small index of failed deliveries, never on the due ones: a plan that read all due
 * deliveries for each one claimed took 30–100 ms a claim with a few thousand due, and the dispatcher fell further
 * behind the more it was behind.
 *
 * One process delivers at a time: the others answer `busy` at once instead of claiming. Claims racing over one
 * ordered backlog locked rows they then had to set aside (their aggregate's earlier events were claimed by the
 * other process) and kept each other's batches small; see the package's README. Answers `delivered` when any was
 * delivered, `failed` when every claimed one failed, `idle` when none was due.
 */
export async function deliverNext(
  db: Database,
  subscribers: ReadonlyMap<string, Subscriber>,
  limit = DELIVERY_BATCH,
  { postpone = true }: { postpone?: boolean } = {},
): Promise<DeliveryOutcome> {
  const names = [...subscribers.keys()];
  if (names.length === 0) return 'idle';
  return db.transaction(
    async (tx) => {
      const [turn] = await rowsOf<{ mine: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${DELIVERING_LOCK}, 0) as mine`,
      );
      if (!turn?.mine) return 'busy';
      const due = await executeNamed<DueDelivery>(tx, claimDue(names, limit));
      if (due.length === 0) return 'idle';
      const claimed: DeliveryWork[] = due.map((row) => {
        const event = recordedEvent(row);
        const subscriber = subscribers.get(row.subscriber)!;
        return { row, event, subscriber, coalesced: subscriber.coalesces?.(event) === true };
      });
      const covered = coveredByLater(claimed);
      const postponed = postpone ? postponedByWindow(claimed, covered, Date.now()) : new Map();
      const work = claimed.filter((item) => !postponed.has(item));
      // Most batches throw nowhere: all of their work runs under one savepoint, not one per delivery (two round
      // trips each), and what its subscribers defer (`deferToBatchEnd`) is written once at its end. When any
      // delivery throws, that work is rolled back and the batch runs one savepoint each, deferring nothing.
      let delivered: { event_id: number; subscriber: string }[];
      let failed: { item: DeliveryWork; error: unknown } | undefined;
      try {
        await tx.transaction((batch) =>
          asDeliveryBatch(batch, async () => {
            for (const item of work) {
              if (covered.has(item)) continue;
              try {
                await item.subscriber.handle(batch, item.event);
                if (item.coalesced) lastCoalescedAt.set(item.subscriber, Date.now());
              } catch (error) {
                failed = { item, error };
                throw error;
              }
            }
          }),
        );
        delivered = work.map(({ row }) => ({ event_id: Number(row.event_id), subscriber: row.subscriber }));
      } catch (error) {
        // Not a subscriber's: the database itself failed, and the whole delivery is tried again later.
        if (!failed && !(error instanceof BatchFlushFailed)) throw error;
        delivered = await deliverEachAlone(tx, work, covered, failed);
      }
      for (const [{ row }, waitMs] of postponed)
        await tx.execute(
          sql`update event_deliveries set next_attempt_at = now() + make_interval(secs => ${waitMs / 1000})
               where event_id = ${row.event_id} and subscriber = ${row.subscriber}`,
        );
      if (delivered.length === 0) return postponed.size > 0 ? 'drained' : 'failed';
      await executeNamed(
        tx,
        sql`update event_deliveries d set done = true, delivered_at = now(), attempts = d.attempts + 1
              from jsonb_to_recordset(${JSON.stringify(delivered)}::jsonb) as x(event_id bigint, subscriber text)
             where d.event_id = x.event_id and d.subscriber = x.subscriber`,
      );
      return Number(due[0]!.claimed) < limit ? 'drained' : 'delivered';
    },
    { isolationLevel: 'read committed' },
  );
}

export interface UndeliveredEvent {
  eventId: number;
  type: string;
  aggregate: string;
  subscriber: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
}

/** Deliveries that failed at least once and are not done yet, oldest first: what `npm run ops -- events-failed` shows. */
export async function failedDeliveries(db: Database, limit = 100): Promise<UndeliveredEvent[]> {
  const rows = await rowsOf<{
    event_id: string | number;
    type: string;
    aggregate_type: string;
    aggregate_id: string;
    subscriber: string;
    attempts: number;
    next_attempt_at: string;
    last_error: string | null;
  }>(
    db,
    sql`select d.event_id, e.type, d.aggregate_type, d.aggregate_id, d.subscriber, d.attempts, d.next_attempt_at,
               d.last_error
          from event_deliveries d join domain_events e on e.id = d.event_id
         where d.attempts > 0 and d.delivered_at is null
         order by d.event_id
         limit ${limit}`,
  );
  return rows.map((row) => ({
    eventId: Number(row.event_id),
    type: row.type,
    aggregate: `${row.aggregate_type}:${row.aggregate_id}`,
    subscriber: row.subscriber,
    attempts: row.attempts,
    nextAttemptAt: String(row.next_attempt_at),
    lastError: row.last_error,
  }));
}

export interface Dispatcher {
  /** Delivers everything due now; resolves when nothing is left (tests and shutdown use it). */
  drain(): Promise<void>;
  /** Stops listening and polling, and waits for the delivery in progress. */
  stop(): Promise<void>;
}

export interface DispatcherOptions {
  db: Database;
  subscribers: readonly Subscriber[];
  /** Calls back on each notification of `channel` (null: some may have been missed). */
  listen(channel: string, onMessage: (payload: string | null) => void): Promise<() => Promise<void>>;
  log(message: string): void;
  /** How often to look for retries that came due and for events whose notification was missed. */
  pollMs?: number;
  /** How often to remove the events delivered longer ago than the retention time (`pruneDeliveredEvents`). */
  pruneEveryMs?: number;
}

/**
 * Runs `deliverNext` until nothing is due whenever a committed transaction notifies `EVENTS_CHANNEL`, and every
 * `pollMs` for retries. One run at a time per process; any number of processes may run one.
 */
export async function startDispatcher(options: DispatcherOptions): Promise<Dispatcher> {
  const { db, log, pollMs = 1_000, pruneEveryMs = 10 * 60_000 } = options;
  const byName = new Map(options.subscribers.map((subscriber) => [subscriber.name, subscriber]));
  await registerSubscribers(db, options.subscribers);
  let stopped = false;
  let again = false;
  let running: Promise<void> | undefined;

  // A wake-up stops at a batch that drained what was due: what a subscriber emitted meanwhile notifies anew. `drain`
  // (tests, shutdown) claims until a batch finds nothing, so it also delivers what its own subscribers emitted.
  const runUntilIdle = async (untilNothing = false) => {
    do {
      again = false;
      for (
        let outcome: DeliveryOutcome = 'delivered';
        outcome !== 'idle' && (untilNothing || outcome !== 'drained') && outcome !== 'busy' && !stopped;
      ) {
        try {
          // `drain` delivers what is due now, coalescing windows or not: tests and shutdown wait for it.
          outcome = await deliverNext(db, byName, DELIVERY_BATCH, { postpone: !untilNothing });
        } catch (error) {
          // The database itself failed (it restarts, the network dropped): the next wake or poll tries again.
          log(`events: delivery stopped: ${error instanceof Error ? error.message : String(error)}`);
          return;
        }
      }
    } while (again && !stopped);
  };
  const wake = (untilNothing = false) => {
    if (stopped) return running ?? Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = runUntilIdle(untilNothing).finally(() => (running = undefined));
    return running;
  };
  const unlisten = await options.listen(EVENTS_CHANNEL, () => void wake());
  const poll = setInterval(() => void wake(), pollMs);
  poll.unref();
  let pruning: Promise<unknown> = Promise.resolve();
  const prune = setInterval(() => {
    pruning = pruneDeliveredEvents(db).catch((error: unknown) =>
      log(`events: pruning stopped: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, pruneEveryMs);
  prune.unref();
  void wake();
  return {
    drain: async () => {
      while (running) await running;
      await wake(true);
    },
    stop: async () => {
      stopped = true;
      clearInterval(poll);
      clearInterval(prune);
      await unlisten();
      await Promise.all([running, pruning]);
    },
  };
}
