import { type AnyColumn, and, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '@mall/server-database';
import { DomainError } from './domain-error';
import { emit } from './events/emit';
import { reviewHistory } from './tables';

/** Who changed a reviewed thing's state: a staff member, the ops terminal, its own user, or the system. */
export type ReviewActor =
  { kind: 'staff'; id: number } | { kind: 'ops' } | { kind: 'user'; id: number } | { kind: 'system' };

export type ReviewSubjectKind =
  'recharge' | 'withdrawal' | 'seller_application' | 'shop_registration' | 'product' | 'return';

/** A kind's transition table: from each state, the states it may move to. */
export type ReviewTransitions<State extends string> = Readonly<Record<State, readonly State[]>>;

export interface ReviewStepRecord {
  kind: ReviewSubjectKind;
  subjectId: number;
  from: string | null;
  to: string;
  actor: ReviewActor;
  remark?: string;
  amountMinor?: number | null;
  transactionId?: string | null;
}

export type ReviewStepRow = typeof reviewHistory.$inferSelect;

/** Appends one history row (in the transaction that changed the state). */
export async function recordReviewStep(tx: Database, step: ReviewStepRecord): Promise<ReviewStepRow> {
  const [row] = await tx
    .insert(reviewHistory)
    .values({
      subjectKind: step.kind,
      subjectId: step.subjectId,
      fromState: step.from,
      toState: step.to,
      actorKind: step.actor.kind,
      actorId: 'id' in step.actor ? step.actor.id : null,
      remark: step.remark ?? '',
      amountMinor: step.amountMinor ?? null,
      transactionId: step.transactionId ?? null,
    })
    .returning();
  return row!;
}

/** `review.stepped`: any reviewed thing changed state (the staff queues' counts follow it). */
export interface ReviewStepped {
  kind: ReviewSubjectKind;
  id: number;
  from: string | null;
  to: string;
  actor: ReviewActor;
}

/**
 * What every kind's transition function does after writing the state: appends the history row and emits
 * `review.stepped`, in the step's transaction.
 */
export async function recordReviewTransition(
  tx: Database,
  step: Omit<ReviewStepRecord, 'subjectId'> & { id: number },
): Promise<void> {
  const { id, ...rest } = step;
  await recordReviewStep(tx, { ...rest, subjectId: id });
  await emit<ReviewStepped>(tx, {
    type: 'review.stepped',
    version: 1,
    aggregateType: step.kind,
    aggregateId: id,
    payload: { kind: step.kind, id, from: step.from, to: step.to, actor: step.actor },
  });
}

/**
 * The answer to a decision that found the thing no longer in a state it could move from: decided before (by
 * anyone), so nothing changed.
 */
export const alreadyDecided = () => new DomainError('TASK_ALREADY_DECIDED');

/** A table whose rows are reviewed: every such table has a numeric `id`. */
export type ReviewedTable = PgTable & { id: AnyPgColumn };

/**
 * What a reviewed kind gives the one transition sequence: its table, the column holding its state and its
 * transition table. Nothing else differs from kind to kind.
 */
export interface Reviewed<T extends ReviewedTable, State extends string> {
  kind: ReviewSubjectKind;
  table: T;
  /** The state column's property (`state` or `status`). */
  stateKey: keyof T['$inferSelect'] & string;
  transitions: ReviewTransitions<State>;
  /** The rows of the table that are of this kind (top-ups: only offline ones are reviewed). */
  scope?: SQL;
}

/** One step of a reviewed thing: where to, who, why, and the kind's own columns written with the state. */
export interface ReviewedStep<T extends ReviewedTable, State extends string> {
  to: State;
  actor: ReviewActor;
  remark?: string;
  amountMinor?: number | null;
  transactionId?: string | null;
  /** Columns written with the state; a function of the locked row when they depend on where it was. */
  set?: PgUpdateSetSource<T> | ((row: T['$inferSelect']) => PgUpdateSetSource<T>);
  /** Narrows the lock (a withdrawal recalled by its owner): outside it the thing is NO_DATA_FOUND. */
  where?: SQL;
}

/** A reviewed thing's row, locked for a decision (`FOR UPDATE`): NO_DATA_FOUND when there is none. */
export async function lockReviewed<T extends ReviewedTable, State extends string>(
  tx: Database,
  reviewed: Reviewed<T, State>,
  id: number,
  where?: SQL,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(reviewed.table as PgTable)
    .where(and(eq(reviewed.table.id, id), reviewed.scope, where))
    .for('update');
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row as T['$inferSelect'];
}

/**
 * The one way a reviewed thing's state changes, for every kind: locks the row, checks the step against the kind's
 * transition table (a thing no longer in a state it may move from answers 3100001), writes the state with the
 * step's columns, appends the history row and emits `review.stepped`, all in `tx`. Answers the updated row.
 */
export async function transitionReviewed<T extends ReviewedTable, State extends string>(
  tx: Database,
  reviewed: Reviewed<T, State>,
  id: number,
  step: ReviewedStep<T, State>,
): Promise<T['$inferSelect']> {
  const row = await lockReviewed(tx, reviewed, id, step.where);
  const from = (row as Record<string, unknown>)[reviewed.stateKey] as State;
  if (!reviewed.transitions[from]?.includes(step.to)) throw alreadyDecided();
  const columns = typeof step.set === 'function' ? step.set(row) : step.set;
  const [updated] = (await tx
    .update(reviewed.table)
    .set({ ...columns, [reviewed.stateKey]: step.to } as PgUpdateSetSource<T>)
    .where(eq(reviewed.table.id, id))
    .returning()) as T['$inferSelect'][];
  await recordReviewTransition(tx, {
    kind: reviewed.kind,
    id,
    from,
    to: step.to,
    actor: step.actor,
    remark: step.remark,
    amountMinor: step.amountMinor,
    transactionId: step.transactionId,
  });
  return updated!;
}

/** One thing's steps, oldest first. */
export const reviewStepsOf = (db: Database, kind: ReviewSubjectKind, subjectId: number) =>
  db
    .select()
    .from(reviewHistory)
    .where(and(eq(reviewHistory.subjectKind, kind), eq(reviewHistory.subjectId, subjectId)))
    .orderBy(reviewHistory.id)
    .limit(200);

export interface AuditQuery {
  kind?: ReviewSubjectKind;
  subjectId?: number;
  staffId?: number;
  page: number;
  pageSize: number;
}

/** The staff audit: steps taken by staff or at the ops terminal, newest first. */
export async function auditPage(
  db: Database,
  query: AuditQuery,
): Promise<{ rows: ReviewStepRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    query.staffId === undefined
      ? inArray(reviewHistory.actorKind, ['staff', 'ops'])
      : and(eq(reviewHistory.actorKind, 'staff'), eq(reviewHistory.actorId, query.staffId)),
    query.kind === undefined ? undefined : eq(reviewHistory.subjectKind, query.kind),
    query.subjectId === undefined ? undefined : eq(reviewHistory.subjectId, query.subjectId),
  ];
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(reviewHistory)
    .where(where)
    .orderBy(desc(reviewHistory.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(reviewHistory).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Which tasks of a review queue to list (`staff` lib), each filter optional; oldest first. */
export interface ReviewTaskFilter {
  states: readonly string[];
  userId?: number;
  /** Only these ids (tasks claimed by someone), or none of these (tasks nobody holds). */
  onlyIds?: readonly number[];
  exceptIds?: readonly number[];
  page: number;
  pageSize: number;
}

/** A queue's task as its owning domain describes it: the same shape for every kind. */
export interface ReviewTaskRow {
  id: number;
  state: string;
  title: string;
  /** Who asked: the shopper, applicant or the shop's owner; null when none is known. */
  userId: number | null;
  amountMinor: number | null;
  createdAt: string;
}

export interface ReviewTaskPage {
  rows: ReviewTaskRow[];
  total: number;
}

/** The id conditions of a task filter on a queue's id column. */
export function reviewTaskIds(column: AnyColumn, filter: ReviewTaskFilter): SQL | undefined {
  return and(
    filter.onlyIds === undefined
      ? undefined
      : filter.onlyIds.length === 0
        ? sql`false`
        : inArray(column, [...filter.onlyIds]),
    filter.exceptIds === undefined || filter.exceptIds.length === 0
      ? undefined
      : notInArray(column, [...filter.exceptIds]),
  );
}
