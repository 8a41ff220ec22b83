import { asc, count, desc, eq } from 'drizzle-orm';
import { grantSellerRole } from '@mall/server-account';
import {
  type Database,
  DomainError,
  emit,
  recordReviewTransition,
  type ReviewActor,
  withTransaction,
} from '@mall/server-core';
import { type Paging, pageOf } from './paging';
import { transitionSellerApplication } from './review-transitions';
import { sellerApplications } from './tables';

export type SellerApplicationRow = typeof sellerApplications.$inferSelect;
export type SellerApplicationStatus = SellerApplicationRow['status'];

/** `seller_application.decided`: staff accepted or refused an application to sell. */
export interface SellerApplicationDecided {
  userId: number;
  accepted: boolean;
  message: string;
}

/** The user's latest application, or null. */
export async function latestApplication(db: Database, userId: number): Promise<SellerApplicationRow | null> {
  const [row] = await db
    .select()
    .from(sellerApplications)
    .where(eq(sellerApplications.userId, userId))
    .orderBy(desc(sellerApplications.id))
    .limit(1);
  return row ?? null;
}

/**
 * Applies to become a seller. While an application is pending or accepted the answer is SELLER_REAPPLICATION
 * carrying it; after a refusal a new one may be made. Staff accounts cannot sell: SELLER_APPLICATION_FAILED.
 */
export async function applyForSeller(
  db: Database,
  applicant: { userId: number; role: 'customer' | 'staff' },
  application: { reason: string; shopName: string },
): Promise<SellerApplicationRow> {
  if (applicant.role === 'staff')
    throw new DomainError('SELLER_APPLICATION_FAILED', null, 'Staff accounts cannot become sellers');
  const current = await latestApplication(db, applicant.userId);
  if (current && current.status !== 'refused') throw new DomainError('SELLER_REAPPLICATION', current);
  const created = await withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(sellerApplications)
      .values({
        userId: applicant.userId,
        reason: application.reason.trim(),
        shopName: application.shopName.trim(),
      })
      .onConflictDoNothing()
      .returning();
    if (row)
      await recordReviewTransition(tx, {
        kind: 'seller_application',
        id: row.id,
        from: null,
        to: row.status,
        actor: { kind: 'user', id: applicant.userId },
      });
    return row;
  });
  if (created) return created;
  // A concurrent application by the same user won the partial unique index.
  const winner = await latestApplication(db, applicant.userId);
  throw winner && winner.status !== 'refused'
    ? new DomainError('SELLER_REAPPLICATION', winner)
    : new DomainError('SELLER_APPLICATION_FAILED');
}

/** The review queue: one state (pending unless told), oldest first. */
export async function applicationPage(
  db: Database,
  status: SellerApplicationStatus = 'pending',
  paging: Paging,
) {
  const where = eq(sellerApplications.status, status);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(sellerApplications)
      .where(where)
      .orderBy(asc(sellerApplications.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(sellerApplications).where(where),
  ]);
  return pageOf(rows, counted?.total ?? 0, paging);
}

/**
 * Staff decide a pending application: acceptance makes the user a seller. Either way the user gets a notice of
 * type 100 with the message. Missing: NO_DATA_FOUND; already decided: TASK_ALREADY_DECIDED.
 */
export function decideApplication(
  db: Database,
  id: number,
  decision: { accept: boolean; message: string; actor: ReviewActor },
): Promise<SellerApplicationRow> {
  return withTransaction(db, async (tx) => {
    const decided = await transitionSellerApplication(tx, id, {
      to: decision.accept ? 'accepted' : 'refused',
      actor: decision.actor,
      remark: decision.message.trim(),
    });
    if (decision.accept) await grantSellerRole(tx, decided.userId);
    await emit<SellerApplicationDecided>(tx, {
      type: 'seller_application.decided',
      version: 1,
      aggregateType: 'seller_application',
      aggregateId: decided.id,
      payload: { userId: decided.userId, accepted: decision.accept, message: decided.message ?? '' },
    });
    return decided;
  });
}
