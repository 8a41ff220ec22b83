import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type Database, DomainError } from '@mall/server-core';
import { hashPassword, passwordMatches } from './passwords';
import { sessions, users } from './tables';

export type UserRow = typeof users.$inferSelect;

export const newInvitationCode = () =>
  randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').toUpperCase();

/** The signed-in user's account; gone (deleted meanwhile) answers as an invalid token. */
export async function findUser(db: Database, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new DomainError('INVALID_TOKEN');
  return row;
}

export async function verifyPasswordSignIn(db: Database, email: string, password: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  // One answer for an unknown email and a wrong password, so accounts cannot be probed. Staff sign in with the
  // staff sign-in only (`verifyStaffSignIn`): their accounts answer here as unknown.
  if (!(await passwordMatches(row?.passwordHash, password)) || !row || row.role === 'staff') {
    throw new DomainError('EMAIL_OR_PASSWORD_WRONG');
  }
  return row;
}

export interface NewCustomer {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  invitationCode?: string;
}

export async function registerCustomer(db: Database, customer: NewCustomer): Promise<UserRow> {
  const email = customer.email.trim();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (existing) throw new DomainError('EMAIL_ALREADY_EXISTS');
  let invitedBy: number | null = null;
  if (customer.invitationCode) {
    const [inviter] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.invitationCode, customer.invitationCode.toUpperCase()));
    if (!inviter) throw new DomainError('REGISTRATION_DATA_INVALID', null, 'Unknown invitation code');
    invitedBy = inviter.id;
  }
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(customer.password),
      firstname: customer.firstname.trim(),
      lastname: customer.lastname.trim(),
      invitationCode: newInvitationCode(),
      invitedBy,
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent registration with the same email won the race.
  if (!row) throw new DomainError('EMAIL_EXISTS_REGISTRATION_FAILED');
  return row;
}

export interface ProfileChanges {
  firstname?: string;
  lastname?: string;
  phone?: string;
  /** A stored media path the caller has checked belongs to the user. */
  avatar?: string;
  password?: { current: string; next: string };
}

/**
 * Changes the user's profile. A new password needs the current one and signs out every session but `sessionId`.
 * Nothing to change answers EDIT_DATA_INVALID.
 */
export async function updateProfile(
  db: Database,
  { userId, sessionId }: { userId: number; sessionId: number },
  { password, ...fields }: ProfileChanges,
): Promise<UserRow> {
  const row = await findUser(db, userId);
  const changes: Partial<typeof users.$inferInsert> = {};
  if (fields.firstname !== undefined) changes.firstname = fields.firstname.trim();
  if (fields.lastname !== undefined) changes.lastname = fields.lastname.trim();
  if (fields.phone !== undefined) changes.phone = fields.phone.trim();
  if (fields.avatar !== undefined) changes.avatar = fields.avatar;
  if (password) {
    if (!(await passwordMatches(row.passwordHash, password.current))) {
      throw new DomainError('EMAIL_OR_PASSWORD_WRONG');
    }
    changes.passwordHash = await hashPassword(password.next);
  }
  if (Object.keys(changes).length === 0) throw new DomainError('EDIT_DATA_INVALID');
  const [updated] = await db.transaction(async (tx) => {
    if (changes.passwordHash) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date().toISOString() })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
    }
    return tx.update(users).set(changes).where(eq(users.id, userId)).returning();
  });
  return updated!;
}
