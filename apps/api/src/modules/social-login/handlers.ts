import {
  bindSocialAccount,
  consumeAuthorisationRequest,
  EMAIL_CODE_LIFETIME_MS,
  findUser,
  passwordMatches,
  recordAuthorisationRequest,
  sendEmailVerificationCode,
  signInMethods,
  signInOrSignUpWithSocial,
  unbindSocialAccount,
  verifyEmailCode,
} from '@mall/server-account';
import type { FastifyRequest } from 'fastify';
import type { OAuthProviderConfig } from '../../config';
import { DomainError } from '@mall/server-core';
import type { Handlers } from '../../http/routes';
import { sessionResponses } from '../account/session-response';
import type { Dependencies } from '../dependencies';
import { randomToken, s256Challenge } from './pkce';
import {
  authorizeUrl,
  exchangeCode,
  fetchIdentity,
  ProviderError,
  type ProviderFetch,
  type ProviderIdentity,
} from './provider-client';

const PROVIDER = 'tiktok';
/** An authorisation request must come back within this time. */
export const STATE_LIFETIME_MS = 10 * 60_000;
/** An in-app path on this origin: starts with one `/`, never `//` or `/\` (which browsers read as a host). */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[!-~]*$/;
interface Callback {
  code: string | undefined;
  state: string | undefined;
  error: string | undefined;
}

/** The provider's callback query string, also accepted with a leading `?` or as the whole callback URL. */
export function parseCallback(data: string): Callback {
  let query = data.trim();
  if (/^([a-z][a-z0-9+.-]*:)?\/\//i.test(query) || query.startsWith('/')) {
    const mark = query.indexOf('?');
    query = mark === -1 ? '' : query.slice(mark + 1);
  }
  query = query.replace(/^\?/, '').replace(/#.*$/, '');
  const params = new URLSearchParams(query);
  const value = (key: string) => params.get(key) ?? undefined;
  return { code: value('code'), state: value('state'), error: value('error') };
}

export function socialLoginHandlers({ db, config, tiktokSandbox }: Dependencies): Handlers {
  const { signedIn } = sessionResponses(db, config);
  // The sandbox answers in this process; a real provider over the network.
  const send: ProviderFetch = config.tiktok?.sandbox && tiktokSandbox ? tiktokSandbox.fetch : fetch;

  const provider = (): OAuthProviderConfig => {
    if (!config.tiktok) {
      throw new DomainError(
        'DATA_OPERATION_FAILED',
        null,
        'Sign-in with the short-video platform is not configured on this server',
      );
    }
    return config.tiktok;
  };

  const consumeState = (state: string | undefined, purpose: 'login' | 'bind', userId?: number) =>
    consumeAuthorisationRequest(db, { state, provider: PROVIDER, purpose, userId });

  /** The provider account behind an authorisation code; provider trouble answers 2000018, never a 5xx. */
  const identify = async (
    settings: OAuthProviderConfig,
    code: string,
    codeVerifier: string,
    request: FastifyRequest,
  ): Promise<ProviderIdentity> => {
    try {
      const token = await exchangeCode(send, settings, code, codeVerifier);
      const identity = await fetchIdentity(send, settings, token.accessToken);
      if (token.openId && token.openId !== identity.openId) {
        throw new ProviderError('user info: open_id differs from the token answer');
      }
      return identity;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      request.log.warn({ detail: error.message }, 'short-video platform sign-in failed');
      throw new DomainError(
        'DATA_OPERATION_FAILED',
        null,
        'The short-video platform could not confirm the sign-in; please try again',
      );
    }
  };

  /** Records a new authorisation request (state + PKCE verifier, server-side) and answers where to go. */
  const begin = async (
    settings: OAuthProviderConfig,
    request: { purpose: 'login' | 'bind'; userId: number | null; returnTo: string },
  ) => {
    if (!SAME_ORIGIN_PATH.test(request.returnTo)) throw new DomainError('INVALID_PARAMETERS');
    const state = randomToken();
    const codeVerifier = randomToken();
    await recordAuthorisationRequest(db, {
      state,
      provider: PROVIDER,
      ...request,
      codeVerifier,
      lifetimeMs: STATE_LIFETIME_MS,
    });
    return { authorize_url: authorizeUrl(settings, state, s256Challenge(codeVerifier)), state };
  };

  return {
    startTiktokLogin: async ({ args }) => {
      const settings = provider();
      return begin(settings, { purpose: args.purpose, userId: null, returnTo: args.return_to ?? '/' });
    },

    startTiktokBinding: async ({ args, user }) => {
      const settings = provider();
      // Linking only to the signed-in account, and only after its password is confirmed.
      const row = await findUser(db, user.id);
      if (row.passwordHash === '') throw new DomainError('PASSWORD_NOT_SET');
      if (!(await passwordMatches(row.passwordHash, args.password)))
        throw new DomainError('PASSWORD_CONFIRMATION_WRONG');
      return begin(settings, { purpose: 'bind', userId: user.id, returnTo: args.return_to ?? '/' });
    },

    tiktokLogin: async ({ args, request }) => {
      const settings = provider();
      const callback = parseCallback(args.data);
      if (callback.error) {
        // The user refused or the provider failed: the request is over either way.
        await consumeState(callback.state, 'login').catch(() => undefined);
        throw new DomainError(
          'INVALID_PARAMETERS',
          null,
          'The short-video platform sign-in was cancelled or refused',
        );
      }
      if (!callback.code || callback.code.length > 1024) throw new DomainError('INVALID_PARAMETERS');
      const pending = await consumeState(callback.state, 'login');
      const identity = await identify(settings, callback.code, pending.codeVerifier, request);
      const { user } = await signInOrSignUpWithSocial(db, {
        provider: PROVIDER,
        providerUserId: identity.openId,
        displayName: identity.displayName,
        avatarUrl: identity.avatarUrl,
      });
      return signedIn(user, request);
    },

    bindTiktokAccount: async ({ args, user, request }) => {
      const settings = provider();
      const pending = await consumeState(args.state, 'bind', user.id);
      const identity = await identify(settings, args.code, pending.codeVerifier, request);
      await bindSocialAccount(db, user.id, {
        provider: PROVIDER,
        providerUserId: identity.openId,
        displayName: identity.displayName,
        avatarUrl: identity.avatarUrl,
      });
      return { provider: PROVIDER, provider_account_name: identity.displayName };
    },

    getSignInProviders: async () => ({
      tiktok: { enabled: config.tiktok !== undefined, sandbox: config.tiktok?.sandbox ?? false },
    }),

    getSignInMethods: async ({ user }) => {
      const methods = await signInMethods(db, user.id);
      const tiktok = methods.social.find((link) => link.provider === PROVIDER);
      return {
        email: methods.email,
        has_password: methods.hasPassword,
        tiktok: tiktok ? { display_name: tiktok.displayName, avatar_url: tiktok.avatarUrl } : null,
      };
    },

    unbindTiktokAccount: async ({ user }) => {
      await unbindSocialAccount(db, user.id, PROVIDER);
      return { done: true as const };
    },

    sendEmailCode: async ({ args, user }) => {
      await sendEmailVerificationCode(db, user.id, args.email);
      return { expires_in_seconds: EMAIL_CODE_LIFETIME_MS / 1000 };
    },

    verifyEmail: async ({ args, user }) => {
      await verifyEmailCode(db, user.id, { email: args.email, code: args.code, password: args.password });
      return { done: true as const };
    },
  };
}
