import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { sessions, users } from '../../db/schema';
import { revokeSession } from '../../http/auth';
import { DomainError } from '@mall/server-core';
import type { Handlers } from '../../http/routes';
import { hashPassword, passwordMatches } from '@mall/server-account';
import { isOwnPublicUpload } from '@mall/server-upload';
import { balancesOf } from '@mall/server-wallet';
import { type SigningConfig, signedUploadPath } from '../upload/signed-url';
import { sessionResponses } from './session-response';

const newInvitationCode = () => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').toUpperCase();

export function accountHandlers(db: Database, config: SigningConfig): Handlers {
  const { userInfo, signedIn } = sessionResponses(db);
  const findUser = async (id: number) => {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw new DomainError('INVALID_TOKEN');
    return row;
  };

  /** An avatar must be a public image the user uploaded themselves; stored as its signed server path. */
  const ownAvatarPath = async (url: string, userId: number) => {
    if (url === '') return '';
    const uploadId = Number(/\/api\/uploads\/(\d+)(?:\?|$)/.exec(url)?.[1]);
    if (!Number.isInteger(uploadId) || !(await isOwnPublicUpload(db, { uploadId, ownerId: userId })))
      throw new DomainError('EDIT_DATA_INVALID');
    return signedUploadPath(config, uploadId, false);
  };

  return {
    loginWithPassword: async ({ args, request }) => {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${args.email})`);
      // One answer for an unknown email and a wrong password, so accounts cannot be probed.
      if (!(await passwordMatches(row?.passwordHash, args.password)) || !row) {
        throw new DomainError('EMAIL_OR_PASSWORD_WRONG');
      }
      return signedIn(row, request);
    },
    register: async ({ args, request }) => {
      if (!args.agree_terms || args.password !== args.confirm_password)
        throw new DomainError('REGISTRATION_DATA_INVALID');
      const email = args.email.trim();
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      if (existing) throw new DomainError('EMAIL_ALREADY_EXISTS');
      let invitedBy: number | null = null;
      if (args.invitation_code) {
        const [inviter] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.invitationCode, args.invitation_code.toUpperCase()));
        if (!inviter) throw new DomainError('REGISTRATION_DATA_INVALID', null, 'Unknown invitation code');
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
      if (!row) throw new DomainError('EMAIL_EXISTS_REGISTRATION_FAILED');
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
      await revokeSession(db, user.sessionId);
      return { done: true as const };
    },
    getUserInfo: async ({ user, request }) => userInfo(await findUser(user.id), request),
    getUserBalance: async ({ user }) => {
      const balances = await balancesOf(db, user.id);
      return {
        balance_minor: balances.availableMinor,
        frozen_minor: balances.frozenMinor,
        pending_minor: balances.pendingMinor,
        currency: 'USD' as const,
      };
    },
    updateUser: async ({ args, user, request }) => {
      const session = user;
      const row = await findUser(session.id);
      const changes: Partial<typeof users.$inferInsert> = {};
      if (args.firstname !== undefined) changes.firstname = args.firstname.trim();
      if (args.lastname !== undefined) changes.lastname = args.lastname.trim();
      if (args.phone !== undefined) changes.phone = args.phone.trim();
      if (args.avatar !== undefined) changes.avatar = await ownAvatarPath(args.avatar, session.id);
      const changingPassword = args.new_password !== undefined || args.confirm_password !== undefined;
      if (changingPassword) {
        if (!args.new_password || args.new_password !== args.confirm_password || !args.current_password) {
          throw new DomainError('EDIT_DATA_INVALID');
        }
        if (!(await passwordMatches(row.passwordHash, args.current_password))) {
          throw new DomainError('EMAIL_OR_PASSWORD_WRONG');
        }
        changes.passwordHash = await hashPassword(args.new_password);
      }
      if (Object.keys(changes).length === 0) throw new DomainError('EDIT_DATA_INVALID');
      const [updated] = await db.transaction(async (tx) => {
        // A new password signs out every other session (DESIGN §4).
        if (changes.passwordHash) {
          await tx
            .update(sessions)
            .set({ revokedAt: new Date().toISOString() })
            .where(
              and(
                eq(sessions.userId, session.id),
                ne(sessions.id, session.sessionId),
                isNull(sessions.revokedAt),
              ),
            );
        }
        return tx.update(users).set(changes).where(eq(users.id, session.id)).returning();
      });
      return userInfo(updated!, request);
    },
  };
}
