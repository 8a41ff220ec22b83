import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  alreadyDecided,
  checkReviewStep,
  type Database,
  DomainError,
  recordReviewTransition,
  type ReviewActor,
  type ReviewTaskFilter,
  type ReviewTaskPage,
  reviewTaskIds,
  type ReviewTransitions,
} from '@mall/server-core';
import { sellerApplications, shopRegistrations } from './tables';

type ApplicationRow = typeof sellerApplications.$inferSelect;
type RegistrationRow = typeof shopRegistrations.$inferSelect;
type ApplicationStatus = ApplicationRow['status'];
type RegistrationStatus = RegistrationRow['status'];

/** pending → accepted | refused. */
export const sellerApplicationTransitions: ReviewTransitions<ApplicationStatus> = {
  pending: ['accepted', 'refused'],
  accepted: [],
  refused: [],
};

/** pending → approved | refused. */
export const shopRegistrationTransitions: ReviewTransitions<RegistrationStatus> = {
  pending: ['approved', 'refused'],
  approved: [],
  refused: [],
};

export interface SellerStep<State> {
  to: State;
  actor: ReviewActor;
  remark: string;
}

/** A seller application, locked for a decision: NO_DATA_FOUND when there is none. */
export async function lockSellerApplication(tx: Database, id: number): Promise<ApplicationRow> {
  const [row] = await tx.select().from(sellerApplications).where(eq(sellerApplications.id, id)).for('update');
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

/** A shop registration, locked for a decision: NO_DATA_FOUND when there is none. */
export async function lockShopRegistration(tx: Database, id: number): Promise<RegistrationRow> {
  const [row] = await tx.select().from(shopRegistrations).where(eq(shopRegistrations.id, id)).for('update');
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

/**
 * The one way a seller application's state changes: checks the step (a decided one answers 3100001), writes the
 * state with the message, appends the history row and emits `review.stepped`, in `tx`.
 */
export async function transitionSellerApplication(
  tx: Database,
  id: number,
  step: SellerStep<ApplicationStatus>,
): Promise<ApplicationRow> {
  const row = await lockSellerApplication(tx, id);
  if (!sellerApplicationTransitions[row.status].includes(step.to)) throw alreadyDecided();
  checkReviewStep('seller_application', sellerApplicationTransitions, row.status, step.to);
  const [updated] = await tx
    .update(sellerApplications)
    .set({ status: step.to, message: step.remark, decidedAt: new Date().toISOString() })
    .where(eq(sellerApplications.id, id))
    .returning();
  await recordReviewTransition(tx, { kind: 'seller_application', id, from: row.status, ...step });
  return updated!;
}

/** The one way a shop registration's state changes, as `transitionSellerApplication`; `shopId` on approval. */
export async function transitionShopRegistration(
  tx: Database,
  id: number,
  step: SellerStep<RegistrationStatus> & { shopId?: number | null },
): Promise<RegistrationRow> {
  const row = await lockShopRegistration(tx, id);
  if (!shopRegistrationTransitions[row.status].includes(step.to)) throw alreadyDecided();
  checkReviewStep('shop_registration', shopRegistrationTransitions, row.status, step.to);
  const [updated] = await tx
    .update(shopRegistrations)
    .set({
      status: step.to,
      staffMessage: step.remark,
      shopId: step.shopId ?? null,
      decidedAt: new Date().toISOString(),
    })
    .where(eq(shopRegistrations.id, id))
    .returning();
  const { shopId: _shop, ...history } = step;
  await recordReviewTransition(tx, { kind: 'shop_registration', id, from: row.status, ...history });
  return updated!;
}

/** The seller applications queue (`staff` lib), oldest first. */
export async function sellerApplicationTasks(
  db: Database,
  filter: ReviewTaskFilter,
): Promise<ReviewTaskPage> {
  const where = and(
    inArray(sellerApplications.status, filter.states as ApplicationStatus[]),
    filter.userId === undefined ? undefined : eq(sellerApplications.userId, filter.userId),
    reviewTaskIds(sellerApplications.id, filter),
  );
  const rows = await db
    .select()
    .from(sellerApplications)
    .where(where)
    .orderBy(asc(sellerApplications.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(sellerApplications).where(where);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      state: row.status,
      title: row.shopName || row.reason.slice(0, 120),
      userId: row.userId,
      amountMinor: null,
      createdAt: row.createdAt,
    })),
    total: total?.n ?? 0,
  };
}

/** The shop registrations queue (`staff` lib), oldest first. */
export async function shopRegistrationTasks(db: Database, filter: ReviewTaskFilter): Promise<ReviewTaskPage> {
  const where = and(
    inArray(shopRegistrations.status, filter.states as RegistrationStatus[]),
    filter.userId === undefined ? undefined : eq(shopRegistrations.userId, filter.userId),
    reviewTaskIds(shopRegistrations.id, filter),
  );
  const rows = await db
    .select()
    .from(shopRegistrations)
    .where(where)
    .orderBy(asc(shopRegistrations.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(shopRegistrations).where(where);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      state: row.status,
      title: `${row.shopName} · ${row.city}, ${row.country}`,
      userId: row.userId,
      amountMinor: null,
      createdAt: row.createdAt,
    })),
    total: total?.n ?? 0,
  };
}

/** One shop registration by id (the staff detail), or NO_DATA_FOUND. */
export async function findShopRegistration(db: Database, id: number): Promise<RegistrationRow> {
  const [row] = await db.select().from(shopRegistrations).where(eq(shopRegistrations.id, id));
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

/** One seller application by id (the staff detail), or NO_DATA_FOUND. */
export async function findSellerApplication(db: Database, id: number): Promise<ApplicationRow> {
  const [row] = await db.select().from(sellerApplications).where(eq(sellerApplications.id, id));
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}
