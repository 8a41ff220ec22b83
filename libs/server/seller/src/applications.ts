import { and, asc, count, desc, eq } from 'drizzle-orm';
import { grantSellerRole } from '@mall/server-account';
import { type Database, DomainError, emit, withTransaction } from '@mall/server-core';
import { type Paging, pageOf } from './paging';
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
  const [created] = await db
    .insert(sellerApplications)
    .values({
      userId: applicant.userId,
      reason: application.reason.trim(),
      shopName: application.shopName.trim(),
    })
    .onConflictDoNothing()
    .returning();
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
 * type 100 with the message. Missing: NO_DATA_FOUND; already decided: DATA_OPERATION_FAILED.
 */
export function decideApplication(
  db: Database,
  id: number,
  decision: { accept: boolean; message: string },
): Promise<SellerApplicationRow> {
  return withTransaction(db, async (tx) => {
    const [existing] = await tx.select().from(sellerApplications).where(eq(sellerApplications.id, id));
    if (!existing) throw new DomainError('NO_DATA_FOUND');
    const [decided] = await tx
      .update(sellerApplications)
      .set({
        status: decision.accept ? 'accepted' : 'refused',
        message: decision.message.trim(),
        decidedAt: new Date().toISOString(),
      })
      .where(and(eq(sellerApplications.id, id), eq(sellerApplications.status, 'pending')))
      .returning();
    if (!decided) throw new DomainError('DATA_OPERATION_FAILED', null, 'The application is already decided');
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
