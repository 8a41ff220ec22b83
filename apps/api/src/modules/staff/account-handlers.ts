import {
  claimPasswordSignIn,
  createSession,
  createStaffAccount,
  findStaffMember,
  forgetSignInFailures,
  listStaffMembers,
  revokeSession,
  StaffAccountRefused,
  type StaffMemberRow,
  type StaffRole,
  updateStaffMember,
  verifyStaffSignIn,
} from '@mall/server-account';
import { DomainError } from '@mall/server-core';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { signInLimits } from '../account/sign-in-limits';

export const staffMemberWire = (row: StaffMemberRow) => ({
  id: row.id,
  name: `${row.firstname} ${row.lastname}`.trim(),
  email: row.email,
  roles: row.staffRoles as StaffRole[],
  disabled: row.disabledAt !== null,
  created_at: new Date(row.createdAt).toISOString(),
});

/** Staff sign-in and staff accounts (docs/api.md, "Staff console"). */
export function staffAccountHandlers(
  db: Database,
  config: Pick<ServerConfig, 'rateLimits' | 'accountSignIn'>,
  clock: () => Date = () => new Date(),
): Handlers {
  const limits = signInLimits(config);
  return {
    // Throttled as the shopper's sign-in: per client address before this runs (`limitSignInsPerAddress`), per
    // email address here, in its own statement so that a failure stays counted.
    staffLogin: async ({ args }) => {
      await claimPasswordSignIn(db, args.email, limits, clock());
      const member = await verifyStaffSignIn(db, args.email, args.password);
      await forgetSignInFailures(db, args.email);
      return { token: await createSession(db, member.id), staff: staffMemberWire(member) };
    },
    staffLogout: async ({ user }) => {
      await revokeSession(db, user.sessionId);
      return { done: true as const };
    },
    getStaffMe: async ({ user }) => staffMemberWire(await findStaffMember(db, user.id)),
    getStaffMembers: async () => ({ list: (await listStaffMembers(db)).map(staffMemberWire) }),
    addStaffMember: async ({ args }) => {
      const [firstname, ...rest] = args.name.trim().split(/\s+/);
      try {
        const row = await createStaffAccount(db, {
          email: args.email,
          firstname: firstname!,
          lastname: rest.join(' '),
          password: args.password,
          roles: args.roles,
        });
        return staffMemberWire(row);
      } catch (error) {
        if (error instanceof StaffAccountRefused && /already has an account/.test(error.message))
          throw new DomainError('STAFF_EMAIL_TAKEN');
        if (error instanceof StaffAccountRefused)
          throw new DomainError('INVALID_PARAMETERS', null, error.message);
        throw error;
      }
    },
    updateStaffMember: async ({ args }) =>
      staffMemberWire(
        await updateStaffMember(db, { id: args.id, roles: args.roles, disabled: args.disabled }),
      ),
  };
}
