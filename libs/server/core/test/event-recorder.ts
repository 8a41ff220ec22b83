import { sql } from 'drizzle-orm';
import { type Database, type Subscriber } from '../src';

/** What the event tests emit: a step of a made-up aggregate. `hang` makes the recorder wait forever. */
export const TEST_EVENT = 'probe.stepped';

export const createRecordTable = (db: Database) =>
  db.execute(sql`create table if not exists received_events (
    received serial,
    subscriber text not null,
    event_id bigint not null,
    aggregate_id text not null,
    sequence integer not null,
    primary key (subscriber, event_id))`);

/**
 * A subscriber that writes each event it gets into `received_events` in its delivery's transaction: a second
 * delivery of one event would break the primary key, so the table shows exactly-once by itself.
 */
export const recorder = (name: string, options: { failFirst?: Set<number> } = {}): Subscriber => ({
  name,
  events: [TEST_EVENT],
  async handle(tx, event) {
    if ((event.payload as { hang?: boolean }).hang) {
      process.stdout.write(`holding ${event.id}\n`);
      await new Promise(() => undefined);
    }
    if (options.failFirst?.delete(event.id)) throw new Error(`${name} refused event ${event.id} once`);
    await tx.execute(
      sql`insert into received_events (subscriber, event_id, aggregate_id, sequence)
          values (${name}, ${event.id}, ${event.aggregateId}, ${event.sequence})`,
    );
  },
});
