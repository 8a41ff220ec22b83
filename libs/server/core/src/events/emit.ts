import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '@mall/server-database';
import { executeNamed } from '../prepared-statement';

/** A fact a service records in the transaction of its effect: `order.paid`, `recharge.reviewed`, … */
export interface DomainEvent<Payload = unknown> {
  /** `<aggregate>.<what happened>`, in the past tense. */
  type: string;
  /** The payload's shape: a subscriber reads the versions it knows. */
  version: number;
  aggregateType: string;
  aggregateId: string | number;
  payload: Payload;
}

/** An event as it was committed: its id, its place in its aggregate's history (from 1, no gaps) and time. */
export interface RecordedEvent<Payload = unknown> extends DomainEvent<Payload> {
  id: number;
  aggregateId: string;
  sequence: number;
  createdAt: string;
}

/** The `pg_notify` channel that wakes every process's dispatcher when a transaction with events commits. */
export const EVENTS_CHANNEL = 'domain_events';

/** The rows a raw statement answers, typed by the caller. */
export const rowsOf = async <Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Data-modifying statements run beside an event's insert, as the first clauses of its `with`. */
const alongsideClauses = (statements: readonly SQL[]) =>
  sql.join(statements.map((statement, index) => sql`${sql.raw(`alongside_${index}`)} as (${statement}), `));

/**
 * Records `event` in `tx` with one delivery per subscriber of its type (and runs `alongside`, data-modifying
 * statements such as the aggregate's history row, in the same statement), and wakes the dispatchers when `tx`
 * commits (a notification is sent at commit, never for a rollback). Nothing is published for a transaction that
 * rolls back, because nothing but these rows is written.
 *
 * The aggregate's transaction lock serialises its events, so their sequence has no gaps under any isolation
 * level; under SERIALIZABLE two writers of one aggregate conflict, and `withTransaction` runs the loser again.
 */
export async function emit<Payload>(
  tx: Database,
  event: DomainEvent<Payload>,
  alongside: readonly SQL[] = [],
): Promise<RecordedEvent<Payload>> {
  const aggregateId = String(event.aggregateId);
  // Named by its text: one shape per kind of aggregate history written alongside, planned once a connection. The
  // database function `record_event` (migration 0034) takes the aggregate's lock, numbers, fans out and notifies.
  const [recorded] = await executeNamed<{ id: string | number; sequence: number; created_at: string }>(
    tx,
    sql`with ${alongsideClauses(alongside)}recorded as materialized (
          select * from record_event(${event.aggregateType}, ${aggregateId}, ${event.type}, ${event.version}::int,
                                     ${JSON.stringify(event.payload)}::jsonb, ${EVENTS_CHANNEL})
        )
        select id, sequence, created_at from recorded`,
  );
  return {
    ...event,
    aggregateId,
    id: Number(recorded!.id),
    sequence: recorded!.sequence,
    createdAt: String(recorded!.created_at),
  };
}
