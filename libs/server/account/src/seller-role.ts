import { eq, inArray } from 'drizzle-orm';
import { type Database, DomainError } from '@mall/server-core';
import { passwordMatches } from './passwords';
import { users } from './tables';

/** Makes the user a seller (their application was accepted): they may call `seller` operations from now on. */
export async function grantSellerRole(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ isSeller: true }).where(eq(users.id, userId));
}

/** Confirms a sensitive change with the user's current password; a wrong one answers EDIT_DATA_INVALID. */
export async function confirmCurrentPassword(db: Database, userId: number, password: string): Promise<void> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await passwordMatches(row.hash, password)))
    throw new DomainError('EDIT_DATA_INVALID', null, 'The current password is wrong');
}

export interface UserRef {
  id: number;
  name: string;
  email: string;
  phone: string;
  avatar: string;
}

/** Who the users are, by id, for the records that name them (review queues, seller profiles). */
export async function userRefs(db: Database, ids: readonly number[]): Promise<Map<number, UserRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      phone: users.phone,
      avatar: users.avatar,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map(({ firstname, lastname, ...row }) => [
      row.id,
      { ...row, name: `${firstname} ${lastname}`.trim() },
    ]),
  );
}
