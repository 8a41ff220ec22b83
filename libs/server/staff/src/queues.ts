import { staffNames } from '@mall/server-account';
import { type Database, type ReviewStepRow, reviewStepsOf, type ReviewTaskRow } from '@mall/server-core';
import { claimsOf, type ClaimRow, liveClaims } from './claims';
import { firstApprovalOf, type FourEyesKind } from './decisions';
import { openCount, queueKinds, STAFF_TASK_KINDS, type StaffTaskKind } from './tasks';

export interface QueueCount {
  open: number;
  claimed: number;
  awaitingSecondApproval: number;
}

/**
 * Every queue's numbers, one statement after another: the live subscriber counts inside its
 * transaction, whose one connection cannot run statements side by side.
 */
export async function queueCounts(db: Database): Promise<Record<StaffTaskKind, QueueCount>> {
  const counts: Partial<Record<StaffTaskKind, QueueCount>> = {};
  for (const kind of STAFF_TASK_KINDS) {
    const claimed = (await liveClaims(db, kind)).map((claim) => claim.taskId);
    counts[kind] = await openCount(db, kind, claimed);
  }
  return counts as Record<StaffTaskKind, QueueCount>;
}

export interface ClaimView {
  staffId: number;
  staffName: string;
  expiresAt: string;
  mine: boolean;
}

export interface FirstApprovalView {
  staffId: number;
  staffName: string;
  amountMinor: number;
  at: string;
}

export interface StaffTaskView extends ReviewTaskRow {
  kind: StaffTaskKind;
  claim: ClaimView | null;
  firstApproval: FirstApprovalView | null;
}

export const claimView = (
  claim: ClaimRow,
  viewerId: number,
  names: ReadonlyMap<number, string>,
): ClaimView => ({
  staffId: claim.staffId,
  staffName: names.get(claim.staffId) ?? `#${claim.staffId}`,
  expiresAt: claim.expiresAt,
  mine: claim.staffId === viewerId,
});

const firstApprovalView = (step: ReviewStepRow | null, names: ReadonlyMap<number, string>) =>
  step && step.actorKind === 'staff' && step.actorId !== null
    ? {
        staffId: step.actorId,
        staffName: names.get(step.actorId) ?? `#${step.actorId}`,
        amountMinor: step.amountMinor ?? 0,
        at: step.createdAt,
      }
    : null;

const isFourEyesKind = (kind: StaffTaskKind): kind is FourEyesKind =>
  kind === 'recharge' || kind === 'withdrawal' || kind === 'return';

/**
 * Whether a task in `state` may carry a first approval: top-ups and withdrawals wait for the second in their own
 * `in_review`; a return waits in `pending` (its first approval is a step of the audit only).
 */
const awaitsSecondApproval = (kind: StaffTaskKind, state: string): kind is FourEyesKind =>
  kind === 'return' ? state === 'pending' : isFourEyesKind(kind) && state === 'in_review';

export interface TaskQuery {
  kind: StaffTaskKind;
  /** A state of the kind's own; the open ones when absent. */
  state?: string;
  claim?: 'mine' | 'others' | 'free';
  userId?: number;
  page: number;
  pageSize: number;
}

/** One queue's tasks, oldest first, with who holds each and any first approval. */
export async function taskPage(
  db: Database,
  viewerId: number,
  query: TaskQuery,
): Promise<{ rows: StaffTaskView[]; total: number }> {
  const queue = queueKinds[query.kind];
  const states =
    query.state === undefined ? queue.open : queue.all.includes(query.state) ? [query.state] : [];
  if (states.length === 0) return { rows: [], total: 0 };
  const claims = await liveClaims(db, query.kind);
  const mine = claims.filter((claim) => claim.staffId === viewerId).map((claim) => claim.taskId);
  const others = claims.filter((claim) => claim.staffId !== viewerId).map((claim) => claim.taskId);
  const ids =
    query.claim === 'mine'
      ? { onlyIds: mine }
      : query.claim === 'others'
        ? { onlyIds: others }
        : query.claim === 'free'
          ? { exceptIds: [...mine, ...others] }
          : {};
  const page = await queue.list(db, {
    states,
    userId: query.userId,
    page: query.page,
    pageSize: query.pageSize,
    ...ids,
  });
  const names = await staffNames(db);
  const held = await claimsOf(
    db,
    query.kind,
    page.rows.map((row) => row.id),
  );
  const rows = await Promise.all(
    page.rows.map(async (row) => {
      const claim = held.get(row.id);
      const first = awaitsSecondApproval(query.kind, row.state)
        ? await firstApprovalOf(db, query.kind, row.id)
        : null;
      return {
        ...row,
        kind: query.kind,
        claim: claim ? claimView(claim, viewerId, names) : null,
        firstApproval: firstApprovalView(first, names),
      };
    }),
  );
  return { rows, total: page.total };
}

export interface TaskState {
  claim: ClaimView | null;
  firstApproval: FirstApprovalView | null;
  history: ReviewStepRow[];
}

/** A task's claim, first approval and history, for its detail page. */
export async function taskState(
  db: Database,
  viewerId: number,
  kind: Exclude<StaffTaskKind, 'shipment'>,
  id: number,
): Promise<TaskState> {
  const names = await staffNames(db);
  const [held, history] = await Promise.all([claimsOf(db, kind, [id]), reviewStepsOf(db, kind, id)]);
  const claim = held.get(id);
  const last = history.at(-1) ?? null;
  return {
    claim: claim ? claimView(claim, viewerId, names) : null,
    firstApproval:
      isFourEyesKind(kind) && last?.toState === 'in_review' ? firstApprovalView(last, names) : null,
    history,
  };
}
