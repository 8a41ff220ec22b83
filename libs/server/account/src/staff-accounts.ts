import { randomBytes } from 'node:crypto';
import type { Database } from '@mall/server-core';
import { users } from './tables';
import { hashPassword } from './passwords';

/** The rule registration enforces through the manifest's `NewPassword`, for accounts made outside the API. */
export const PASSWORD_LENGTH = { min: 6, max: 30 } as const;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class StaffAccountRefused extends Error {}

export interface NewStaffAccount {
  email: string;
  firstname: string;
  lastname?: string;
  password: string;
}

/**
 * Makes a staff account, as the first one of a production database must be made: by an operator with a
 * password they chose, never a published demo password. Refuses an address already in use.
 */
export async function createStaffAccount(db: Database, account: NewStaffAccount): Promise<{ id: number }> {
  const email = account.email.trim();
  const firstname = account.firstname.trim();
  if (!EMAIL_SHAPE.test(email)) throw new StaffAccountRefused(`not an email address: "${email}"`);
  if (firstname === '') throw new StaffAccountRefused('a first name is required');
  const { length } = [...account.password];
  if (length < PASSWORD_LENGTH.min || length > PASSWORD_LENGTH.max)
    throw new StaffAccountRefused(
      `the password must have ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`,
    );
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(account.password),
      firstname,
      lastname: account.lastname?.trim() ?? '',
      role: 'staff',
      invitationCode: `STAFF${randomBytes(5).toString('hex').toUpperCase()}`,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) throw new StaffAccountRefused(`${email} already has an account`);
  return row;
}
