import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  type Database,
  DomainError,
  lockReviewed,
  type ReviewActor,
  type Reviewed,
  type ReviewTaskFilter,
  type ReviewTaskPage,
  reviewTaskIds,
  type ReviewTransitions,
  transitionReviewed,
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

const sellerApplicationsReviewed: Reviewed<typeof sellerApplications, ApplicationStatus> = {
  kind: 'seller_application',
  table: sellerApplications,
  stateKey: 'status',
  transitions: sellerApplicationTransitions,
};

const shopRegistrationsReviewed: Reviewed<typeof shopRegistrations, RegistrationStatus> = {
  kind: 'shop_registration',
  table: shopRegistrations,
  stateKey: 'status',
  transitions: shopRegistrationTransitions,
};

/** A seller application, locked for a decision: NO_DATA_FOUND when there is none. */
export const lockSellerApplication = (tx: Database, id: number): Promise<ApplicationRow> =>
  lockReviewed(tx, sellerApplicationsReviewed, id);

/** A shop registration, locked for a decision: NO_DATA_FOUND when there is none. */
export const lockShopRegistration = (tx: Database, id: number): Promise<RegistrationRow> =>
  lockReviewed(tx, shopRegistrationsReviewed, id);

/**
 * The one way a seller application's state changes (`transitionReviewed`: a decided one answers 3100001), with
 * the message and the time of the decision, in `tx`.
 */
export const transitionSellerApplication = (
  tx: Database,
  id: number,
  step: SellerStep<ApplicationStatus>,
): Promise<ApplicationRow> =>
  transitionReviewed(tx, sellerApplicationsReviewed, id, {
    ...step,
    set: { message: step.remark, decidedAt: new Date().toISOString() },
  });

/** The one way a shop registration's state changes, as `transitionSellerApplication`; `shopId` on approval. */
export const transitionShopRegistration = (
  tx: Database,
  id: number,
  { shopId, ...step }: SellerStep<RegistrationStatus> & { shopId?: number | null },
): Promise<RegistrationRow> =>
  transitionReviewed(tx, shopRegistrationsReviewed, id, {
    ...step,
    set: { staffMessage: step.remark, shopId: shopId ?? null, decidedAt: new Date().toISOString() },
  });

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
