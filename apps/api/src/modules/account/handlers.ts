import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import { revokeSession } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { Handlers } from '../../http/routes';
import { hashPassword, passwordMatches } from './passwords';
import { requireUser, sessionResponses } from './session-response';

const newInvitationCode = () => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').toUpperCase();

export function accountHandlers(db: Database): Handlers {
  const { userInfo, signedIn } = sessionResponses(db);
  const findUser = async (id: number) => {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw new BusinessError('INVALID_TOKEN');
    return row;
  };

  return {
    loginWithPassword: async ({ args, request }) => {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${args.email})`);
      // One answer for an unknown email and a wrong password, so accounts cannot be probed.
      if (!(await passwordMatches(row?.passwordHash, args.password)) || !row) {
        throw new BusinessError('EMAIL_OR_PASSWORD_WRONG');
      }
      return signedIn(row, request);
    },
    register: async ({ args, request }) => {
      if (!args.agree_terms || args.password !== args.confirm_password)
        throw new BusinessError('REGISTRATION_DATA_INVALID');
      const email = args.email.trim();
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      if (existing) throw new BusinessError('EMAIL_ALREADY_EXISTS');
      let invitedBy: number | null = null;
      if (args.invitation_code) {
        const [inviter] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.invitationCode, args.invitation_code.toUpperCase()));
        if (!inviter) throw new BusinessError('REGISTRATION_DATA_INVALID', null, 'Unknown invitation code');
        invitedBy = inviter.id;
      }
      const [row] = await db
        .insert(users)
        .values({
          email,
          passwordHash: await hashPassword(args.password),
          firstname: args.firstname.trim(),
          lastname: args.lastname.trim(),
          invitationCode: newInvitationCode(),
          invitedBy,
        })
        .onConflictDoNothing()
        .returning();
      // A concurrent registration with the same email won the race.
      if (!row) throw new BusinessError('EMAIL_EXISTS_REGISTRATION_FAILED');
      return signedIn(row, request);
    },
    getLoginState: async ({ user, request }) => {
      if (!user)
        return {
          logged_in: false,
          user: null,
          seller_url: null,
          card: { count: 0 },
          message_unread_count: 0,
        };
      const info = await userInfo(await findUser(user.id), request);
      return {
        logged_in: true,
        user: info,
        seller_url: info.seller_url,
        card: info.card,
        message_unread_count: info.message_unread_count,
      };
    },
    logout: async ({ user }) => {
      await revokeSession(db, requireUser(user).sessionId);
      return { done: true as const };
    },
    getUserInfo: async ({ user, request }) => userInfo(await findUser(requireUser(user).id), request),
  };
}
