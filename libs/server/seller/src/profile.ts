import { eq } from 'drizzle-orm';
import { confirmCurrentPassword, findUser, updateProfile } from '@mall/server-account';
import { type Database, withTransaction } from '@mall/server-core';
import { sellerProfiles } from './tables';

export interface SellerProfileRow {
  name: string;
  phone: string;
  /** A stored media path, `''` for none. */
  photo: string;
  email: string;
}

/** The seller's profile; before the first save, their account's name, phone and avatar. */
export async function readSellerProfile(db: Database, userId: number): Promise<SellerProfileRow> {
  const user = await findUser(db, userId);
  const [profile] = await db.select().from(sellerProfiles).where(eq(sellerProfiles.userId, userId));
  return {
    name: profile?.name ?? `${user.firstname} ${user.lastname}`.trim().slice(0, 50),
    phone: profile?.phone ?? user.phone,
    photo: profile?.photo ?? user.avatar,
    email: user.email,
  };
}

export interface SellerProfileChange {
  name: string;
  phone: string;
  photo: string;
  /** A new password with the current one; a wrong current password is EDIT_DATA_INVALID and nothing changes. */
  password?: { current: string; next: string };
}

export async function saveSellerProfile(
  db: Database,
  session: { userId: number; sessionId: number },
  change: SellerProfileChange,
): Promise<SellerProfileRow> {
  if (change.password) await confirmCurrentPassword(db, session.userId, change.password.current);
  const values = { name: change.name.trim(), phone: change.phone.trim(), photo: change.photo };
  await withTransaction(db, async (tx) => {
    await tx
      .insert(sellerProfiles)
      .values({ userId: session.userId, ...values })
      .onConflictDoUpdate({ target: sellerProfiles.userId, set: values });
    if (change.password) await updateProfile(tx, session, { password: change.password });
  });
  return readSellerProfile(db, session.userId);
}
