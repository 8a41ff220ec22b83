import {
  claimPasswordSignIn,
  findUser,
  forgetSignInFailures,
  registerCustomer,
  revokeSession,
  updateProfile,
  verifyPasswordSignIn,
} from '@mall/server-account';
import { DomainError } from '@mall/server-core';
import { balancesOf } from '@mall/server-wallet';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { ownPictureUploadPath } from '../upload/own-upload-path';
import type { SigningConfig } from '../upload/signed-url';
import { sessionResponses } from './session-response';
import { signInLimits } from './sign-in-limits';

type AccountConfig = SigningConfig &
  Pick<ServerConfig, 'rateLimits' | 'accountSignIn' | 'publicOrigin' | 'allowedHosts'>;

export function accountHandlers(
  db: Database,
  config: AccountConfig,
  clock: () => Date = () => new Date(),
): Handlers {
  const { userInfo, signedIn } = sessionResponses(db, config);
  const limits = signInLimits(config);

  return {
    // The per-address limit is counted before this runs (`limitSignInsPerAddress`). The per-account claim is its
    // own statement, outside any transaction, so a failure stays counted however the sign-in ends.
    loginWithPassword: async ({ args, request }) => {
      await claimPasswordSignIn(db, args.email, limits, clock());
      const row = await verifyPasswordSignIn(db, args.email, args.password);
      await forgetSignInFailures(db, args.email);
      return signedIn(row, request);
    },
    register: async ({ args, request }) => {
      if (!args.agree_terms || args.password !== args.confirm_password)
        throw new DomainError('REGISTRATION_DATA_INVALID');
      const row = await registerCustomer(db, {
        email: args.email,
        password: args.password,
        firstname: args.firstname,
        lastname: args.lastname,
        invitationCode: args.invitation_code,
      });
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
      const info = await userInfo(await findUser(db, user.id), request);
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
    getUserInfo: async ({ user, request }) => userInfo(await findUser(db, user.id), request),
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
      const changingPassword = args.new_password !== undefined || args.confirm_password !== undefined;
      if (
        changingPassword &&
        (!args.new_password || args.new_password !== args.confirm_password || !args.current_password)
      ) {
        throw new DomainError('EDIT_DATA_INVALID');
      }
      const row = await updateProfile(
        db,
        { userId: user.id, sessionId: user.sessionId },
        {
          firstname: args.firstname,
          lastname: args.lastname,
          phone: args.phone,
          avatar:
            args.avatar === undefined
              ? undefined
              : await ownPictureUploadPath(db, config, args.avatar, user.id),
          password: changingPassword
            ? { current: args.current_password!, next: args.new_password! }
            : undefined,
        },
      );
      return userInfo(row, request);
    },
  };
}
