import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Database, DomainError, emit, withTransaction } from '@mall/server-core';
import { staffClaims } from './tables';
import { type StaffTaskKind, taskStatus } from './tasks';

/** Who acts: a signed-in staff member (by id and name) or the ops terminal. */
export type StaffActor = { kind: 'staff'; id: number; name: string } | { kind: 'ops' };

export type ClaimRow = typeof staffClaims.$inferSelect;

/** `staff.task_claimed` / `staff.task_released`: a task's claim changed (the staff live streams show it). */
export interface StaffTaskClaimEvent {
  kind: StaffTaskKind;
  id: number;
  staffId: number | null;
  expiresAt: string | null;
}

const leaseEnd = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
const taskClaim = (kind: StaffTaskKind, id: number) =>
  and(eq(staffClaims.kind, kind), eq(staffClaims.taskId, id));

async function announce(tx: Database, kind: StaffTaskKind, id: number, claim: ClaimRow | null) {
  await emit<StaffTaskClaimEvent>(tx, {
    type: claim ? 'staff.task_claimed' : 'staff.task_released',
    version: 1,
    aggregateType: `staff_task:${kind}`,
    aggregateId: id,
    payload: { kind, id, staffId: claim?.staffId ?? null, expiresAt: claim?.expiresAt ?? null },
  });
}

const claimedByOther = (claim: ClaimRow, names: ReadonlyMap<number, string>) =>
  new DomainError('TASK_CLAIMED_BY_OTHER', {
    staff_name: names.get(claim.staffId) ?? `#${claim.staffId}`,
    until: new Date(claim.expiresAt).toISOString(),
  });

const live = (claim: ClaimRow, now: number) => Date.parse(claim.expiresAt) > now;

/**
 * Opens a task for a staff member: claims it for `leaseSeconds`, or renews their own claim. A claim someone else
 * holds, unexpired, is answered as it is (nothing changes). Concurrent claimers of one task queue on its row:
 * the first inserts it, the rest skip the row while it is locked (`FOR UPDATE SKIP LOCKED`) and read who holds
 * it, so exactly one holds it. A decided task answers 3100001, an unknown one 2000019.
 */
export async function claimTask(
  db: Database,
  staffId: number,
  task: { kind: StaffTaskKind; id: number },
  leaseSeconds: number,
): Promise<ClaimRow> {
  const status = await taskStatus(db, task.kind, task.id);
  if (status === 'missing') throw new DomainError('NO_DATA_FOUND');
  if (status === 'decided') throw new DomainError('TASK_ALREADY_DECIDED');
  return withTransaction(
    db,
    async (tx) => {
      const [inserted] = await tx
        .insert(staffClaims)
        .values({ kind: task.kind, taskId: task.id, staffId, expiresAt: leaseEnd(leaseSeconds) })
        .onConflictDoNothing()
        .returning();
      if (inserted) {
        await announce(tx, task.kind, task.id, inserted);
        return inserted;
      }
      const [held] = await tx
        .select()
        .from(staffClaims)
        .where(taskClaim(task.kind, task.id))
        .for('update', { skipLocked: true });
      if (!held) {
        // Another claimer holds the row's lock right now: whatever it wrote is what others see.
        const [current] = await tx.select().from(staffClaims).where(taskClaim(task.kind, task.id));
        if (current) return current;
        throw new DomainError('TASK_CLAIMED_BY_OTHER', { staff_name: '', until: new Date().toISOString() });
      }
      if (held.staffId !== staffId && live(held, Date.now())) return held;
      const [renewed] = await tx
        .update(staffClaims)
        .set({ staffId, claimedAt: sql`now()`, expiresAt: leaseEnd(leaseSeconds) })
        .where(taskClaim(task.kind, task.id))
        .returning();
      await announce(tx, task.kind, task.id, renewed!);
      return renewed!;
    },
    { isolation: 'read committed' },
  );
}

/** Gives up the caller's claim; nothing happens when they do not hold it. */
export const releaseTask = (db: Database, staffId: number, task: { kind: StaffTaskKind; id: number }) =>
  withTransaction(db, async (tx) => {
    const released = await tx
      .delete(staffClaims)
      .where(and(taskClaim(task.kind, task.id), eq(staffClaims.staffId, staffId)))
      .returning();
    if (released.length > 0) await announce(tx, task.kind, task.id, null);
  });

/**
 * In a decision's transaction: makes sure the actor may decide the task — a staff member takes (or keeps) its
 * claim atomically, waiting for a concurrent claimer's row lock; the ops terminal takes none. A live claim of
 * someone else answers 3100002 with their name and the lease's end.
 */
export async function holdForDecision(
  tx: Database,
  actor: StaffActor,
  task: { kind: StaffTaskKind; id: number },
  leaseSeconds: number,
  names: ReadonlyMap<number, string>,
): Promise<void> {
  if (actor.kind === 'staff')
    await tx
      .insert(staffClaims)
      .values({ kind: task.kind, taskId: task.id, staffId: actor.id, expiresAt: leaseEnd(leaseSeconds) })
      .onConflictDoNothing();
  const [held] = await tx.select().from(staffClaims).where(taskClaim(task.kind, task.id)).for('update');
  if (!held) return;
  const mine = actor.kind === 'staff' && held.staffId === actor.id;
  if (!mine && live(held, Date.now())) throw claimedByOther(held, names);
}

/** After a decision (or a first approval): the task's claim ends, for everyone to see. */
export async function endClaim(tx: Database, task: { kind: StaffTaskKind; id: number }): Promise<void> {
  await tx.delete(staffClaims).where(taskClaim(task.kind, task.id));
  await announce(tx, task.kind, task.id, null);
}

/** The live claims of some tasks of a kind, by task id. */
export async function claimsOf(
  db: Database,
  kind: StaffTaskKind,
  ids: readonly number[],
): Promise<Map<number, ClaimRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(staffClaims)
    .where(
      and(
        eq(staffClaims.kind, kind),
        inArray(staffClaims.taskId, [...ids]),
        gt(staffClaims.expiresAt, sql`now()`),
      ),
    );
  return new Map(rows.map((row) => [row.taskId, row]));
}

/** Every live claim of a kind (for the queue filters and counts). */
export const liveClaims = (db: Database, kind: StaffTaskKind) =>
  db
    .select()
    .from(staffClaims)
    .where(and(eq(staffClaims.kind, kind), gt(staffClaims.expiresAt, sql`now()`)));
