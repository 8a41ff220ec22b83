import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Database, DomainError, withTransaction } from '@mall/server-core';
import { sessions, users } from './tables';
import { hashPassword, passwordMatches } from './passwords';

/** The rule registration enforces through the manifest's `NewPassword`, for accounts made outside the API. */
export const PASSWORD_LENGTH = { min: 6, max: 30 } as const;

/** What a staff member may do (docs/api.md, "Staff console"); an admin may do everything. */
export const STAFF_ROLES = ['admin', 'reviewer', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class StaffAccountRefused extends Error {}

export interface NewStaffAccount {
  email: string;
  firstname: string;
  lastname?: string;
  password: string;
  /** Default: `admin` (the first account, made at the ops terminal). */
  roles?: readonly StaffRole[];
}

export type StaffMemberRow = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'firstname' | 'lastname' | 'staffRoles' | 'disabledAt' | 'createdAt'
>;

const memberColumns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  staffRoles: users.staffRoles,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

const rolesOf = (roles: readonly string[]): StaffRole[] => STAFF_ROLES.filter((role) => roles.includes(role));

/** Whether a member with `roles` may do what needs any one of `needed` (an admin may do everything). */
export const staffMayAct = (roles: readonly string[], needed: readonly string[]) =>
  roles.includes('admin') || needed.some((role) => roles.includes(role));

/**
 * Makes a staff account, as the first one of a production database must be made: by an operator with a
 * password they chose, never a published demo password. Refuses an address already in use. The ops CLI's
 * `create-staff` and an admin's `addStaffMember` both come here.
 */
export async function createStaffAccount(db: Database, account: NewStaffAccount): Promise<StaffMemberRow> {
  const email = account.email.trim();
  const firstname = account.firstname.trim();
  if (!EMAIL_SHAPE.test(email)) throw new StaffAccountRefused(`not an email address: "${email}"`);
  if (firstname === '') throw new StaffAccountRefused('a first name is required');
  const { length } = [...account.password];
  if (length < PASSWORD_LENGTH.min || length > PASSWORD_LENGTH.max)
    throw new StaffAccountRefused(
      `the password must have ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`,
    );
  const roles = rolesOf(account.roles ?? ['admin']);
  if (roles.length === 0) throw new StaffAccountRefused('a staff account needs a role');
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(account.password),
      firstname,
      lastname: account.lastname?.trim() ?? '',
      role: 'staff',
      staffRoles: roles,
      invitationCode: `STAFF${randomBytes(5).toString('hex').toUpperCase()}`,
    })
    .onConflictDoNothing()
    .returning(memberColumns);
  if (!row) throw new StaffAccountRefused(`${email} already has an account`);
  return row;
}

/**
 * The staff sign-in: an enabled staff account with that password, or 1100002 — the same answer for an unknown
 * email, a wrong password, a customer's account and a disabled one.
 */
export async function verifyStaffSignIn(
  db: Database,
  email: string,
  password: string,
): Promise<StaffMemberRow> {
  const [row] = await db
    .select({ ...memberColumns, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  const matches = await passwordMatches(row?.passwordHash, password);
  if (!matches || !row || row.role !== 'staff' || row.disabledAt !== null)
    throw new DomainError('EMAIL_OR_PASSWORD_WRONG');
  const { role: _role, passwordHash: _hash, ...member } = row;
  return member;
}

/** Every staff account, oldest first. */
export const listStaffMembers = (db: Database): Promise<StaffMemberRow[]> =>
  db.select(memberColumns).from(users).where(eq(users.role, 'staff')).orderBy(asc(users.id)).limit(1000);

/** One staff account, or NO_DATA_FOUND. */
export async function findStaffMember(db: Database, id: number): Promise<StaffMemberRow> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'staff')));
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

/** Staff names by id, for queues and the audit. */
export async function staffNames(db: Database): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.role, 'staff'));
  return new Map(rows.map((row) => [row.id, `${row.firstname} ${row.lastname}`.trim()]));
}

/** The enabled staff accounts' ids (the staff live streams' audience). */
export async function enabledStaffIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'staff'), isNull(users.disabledAt)));
  return rows.map((row) => row.id);
}

/**
 * An admin changes a member's roles or disables (re-enables) them. Disabling revokes their sessions at once.
 * Refused with 3100010 when no enabled admin would remain; the staff rows are locked first, so two admins
 * demoting each other at once cannot both succeed.
 */
export const updateStaffMember = (
  db: Database,
  change: { id: number; roles?: readonly StaffRole[]; disabled?: boolean },
): Promise<StaffMemberRow> =>
  withTransaction(db, async (tx) => {
    const staff = await tx
      .select(memberColumns)
      .from(users)
      .where(eq(users.role, 'staff'))
      .orderBy(asc(users.id))
      .for('update');
    const member = staff.find((row) => row.id === change.id);
    if (!member) throw new DomainError('NO_DATA_FOUND');
    const roles = change.roles === undefined ? member.staffRoles : rolesOf(change.roles);
    if (roles.length === 0) throw new DomainError('INVALID_PARAMETERS', null, 'A staff member needs a role');
    const disabledAt =
      change.disabled === undefined
        ? member.disabledAt
        : change.disabled
          ? (member.disabledAt ?? new Date().toISOString())
          : null;
    const admins = staff.filter((row) =>
      row.id === member.id
        ? roles.includes('admin') && disabledAt === null
        : row.staffRoles.includes('admin') && row.disabledAt === null,
    );
    if (admins.length === 0) throw new DomainError('LAST_ADMIN');
    const [updated] = await tx
      .update(users)
      .set({ staffRoles: roles, disabledAt })
      .where(eq(users.id, member.id))
      .returning(memberColumns);
    if (disabledAt !== null && member.disabledAt === null)
      await tx
        .update(sessions)
        .set({ revokedAt: new Date().toISOString() })
        .where(and(eq(sessions.userId, member.id), isNull(sessions.revokedAt)));
    return updated!;
  });
