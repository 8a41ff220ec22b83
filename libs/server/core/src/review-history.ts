import { type AnyColumn, and, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
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

/**
 * Checks a step against its kind's table; a step outside it is a defect of the caller (its own checks answer the
 * user's codes first), thrown as such.
 */
export function checkReviewStep<State extends string>(
  kind: ReviewSubjectKind,
  table: ReviewTransitions<State>,
  from: State,
  to: State,
): void {
  if (!table[from]?.includes(to)) throw new Error(`${kind}: ${from} → ${to} is not a transition`);
}

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
