import { asc, count, desc, eq } from 'drizzle-orm';
import { findUser } from '@mall/server-account';
import { createOwnedShop } from '@mall/server-catalogue';
import {
  alreadyDecided,
  type Database,
  DomainError,
  emit,
  recordReviewTransition,
  type ReviewActor,
  withTransaction,
} from '@mall/server-core';
import { findOwnUpload } from '@mall/server-upload';
import { type Paging, pageOf } from './paging';
import { lockShopRegistration, transitionShopRegistration } from './review-transitions';
import { shopRegistrations } from './tables';

export type ShopRegistrationRow = typeof shopRegistrations.$inferSelect;
export type ShopRegistrationStatus = ShopRegistrationRow['status'];
export type NewShopRegistration = Omit<
  typeof shopRegistrations.$inferInsert,
  'id' | 'userId' | 'status' | 'staffMessage' | 'shopId' | 'createdAt' | 'decidedAt'
>;

export async function latestRegistration(db: Database, userId: number): Promise<ShopRegistrationRow | null> {
  const [row] = await db
    .select()
    .from(shopRegistrations)
    .where(eq(shopRegistrations.userId, userId))
    .orderBy(desc(shopRegistrations.id))
    .limit(1);
  return row ?? null;
}

/** `shop_registration.decided`: staff approved (opening the shop) or refused a shop registration. */
export interface ShopRegistrationDecided {
  userId: number;
  approved: boolean;
  message: string;
  shopId: number | null;
}

/** ID document images must be the applicant's own private `id_document` uploads. */
async function checkIdDocument(db: Database, userId: number, uploadId: number): Promise<void> {
  const upload = await findOwnUpload(db, { uploadId, ownerId: userId });
  if (!upload || upload.purpose !== 'id_document' || !upload.isPrivate)
    throw new DomainError(
      'SELLER_APPLICATION_FAILED',
      null,
      'The ID document images must be your own ID document uploads',
    );
}

/**
 * Registers the seller's shop for staff review. Only a seller may register one (SELLER_APPLICATION_FAILED);
 * while a registration is pending or approved the answer is SELLER_REAPPLICATION carrying it.
 */
export async function registerShop(
  db: Database,
  userId: number,
  registration: NewShopRegistration,
): Promise<ShopRegistrationRow> {
  const user = await findUser(db, userId);
  if (!user.isSeller)
    throw new DomainError('SELLER_APPLICATION_FAILED', null, 'Only an accepted seller can register a shop');
  const current = await latestRegistration(db, userId);
  if (current && current.status !== 'refused') throw new DomainError('SELLER_REAPPLICATION', current);
  await checkIdDocument(db, userId, registration.idFrontUploadId);
  await checkIdDocument(db, userId, registration.idBackUploadId);
  const trimmed = Object.fromEntries(
    Object.entries(registration).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as NewShopRegistration;
  const created = await withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(shopRegistrations)
      .values({ ...trimmed, userId })
      .onConflictDoNothing()
      .returning();
    if (row)
      await recordReviewTransition(tx, {
        kind: 'shop_registration',
        id: row.id,
        from: null,
        to: row.status,
        actor: { kind: 'user', id: userId },
      });
    return row;
  });
  if (created) return created;
  const winner = await latestRegistration(db, userId);
  throw winner && winner.status !== 'refused'
    ? new DomainError('SELLER_REAPPLICATION', winner)
    : new DomainError('SELLER_APPLICATION_FAILED');
}

export async function registrationPage(
  db: Database,
  status: ShopRegistrationStatus = 'pending',
  paging: Paging,
) {
  const where = eq(shopRegistrations.status, status);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(shopRegistrations)
      .where(where)
      .orderBy(asc(shopRegistrations.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(shopRegistrations).where(where),
  ]);
  return pageOf(rows, counted?.total ?? 0, paging);
}

/**
 * Staff decide a pending registration: approval creates the shop, owned by the applicant, in the catalogue.
 * Either way the applicant gets a notice of type 100 with the message. Decided before: TASK_ALREADY_DECIDED.
 */
export function decideRegistration(
  db: Database,
  id: number,
  decision: { approve: boolean; message: string; actor: ReviewActor },
): Promise<ShopRegistrationRow> {
  return withTransaction(db, async (tx) => {
    const existing = await lockShopRegistration(tx, id);
    if (existing.status !== 'pending') throw alreadyDecided();
    const shop = decision.approve
      ? await createOwnedShop(tx, {
          ownerId: existing.userId,
          name: existing.shopName,
          description: existing.description,
        })
      : null;
    const decided = await transitionShopRegistration(tx, id, {
      to: decision.approve ? 'approved' : 'refused',
      actor: decision.actor,
      remark: decision.message.trim(),
      shopId: shop?.id ?? null,
    });
    await emit<ShopRegistrationDecided>(tx, {
      type: 'shop_registration.decided',
      version: 1,
      aggregateType: 'shop_registration',
      aggregateId: decided.id,
      payload: {
        userId: decided.userId,
        approved: decision.approve,
        message: decided.staffMessage ?? '',
        shopId: decided.shopId,
      },
    });
    return decided;
  });
}
