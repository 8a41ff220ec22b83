import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { Done, Email, FileUrl, Id, Page, PageQuery } from '../schemas/common';
import {
  InvitationCode,
  LoginPassword,
  LoginResponse,
  LoginState,
  NewPassword,
  Notice,
  NoticeUnreadState,
  PersonName,
  Phone,
  SignInMethods,
  SocialProvider,
  UserBalance,
  UserInfo,
} from '../schemas/account';

/** An OAuth 2 `state` value: opaque, URL-safe, issued by `startTiktokLogin`. */
const OAuthState = Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });
const OAuthCode = Type.String({ minLength: 1, maxLength: 1024 });
/** In-app route to come back to after the provider (same origin only). */
const ReturnTo = Type.String({
  maxLength: 500,
  pattern: '^/(?![/\\\\])[!-~]*$',
  description: 'In-app route to return to after the callback (same origin only)',
});
const AuthorizeAnswer = Type.Object({
  authorize_url: Type.String({
    maxLength: 2048,
    description: "The provider's authorisation URL, or a same-origin path for the local sandbox",
  }),
  state: OAuthState,
});

export const accountEndpoints = defineEndpoints({
  loginWithPassword: {
    method: 'POST',
    path: '/customer/login/account',
    auth: 'none',
    kind: 'mutation',
    group: 'account',
    summary: 'Sign in with email and password (1100002 for an unknown email and a wrong password alike)',
    inSpec: true,
    body: Type.Object({ email: Email, password: LoginPassword }),
    response: LoginResponse,
    invalidatesTags: ['User', 'Cart', 'Notice', 'Balance'],
    errors: ['EMAIL_OR_PASSWORD_WRONG', 'TOO_MANY_SIGN_IN_ATTEMPTS'],
    inlineErrors: ['EMAIL_OR_PASSWORD_WRONG'],
  },
  getLoginState: {
    method: 'POST',
    path: '/customer/login/index',
    auth: 'optional',
    kind: 'query',
    group: 'account',
    summary: 'Whether the token sent belongs to a signed-in session, with the user and counters when it does',
    inSpec: true,
    response: LoginState,
    providesTags: ['User'],
    errors: [],
  },
  bindTiktokAccount: {
    method: 'POST',
    path: '/customer/login/bindtaccount',
    auth: 'user',
    kind: 'mutation',
    group: 'account',
    summary:
      'Bind a short-video platform account to the signed-in account (from the OAuth 2 callback of a `bind` ' +
      'start; never matched by email)',
    inSpec: true,
    body: Type.Object({
      code: OAuthCode,
      state: OAuthState,
    }),
    response: Type.Object({
      provider: SocialProvider,
      provider_account_name: Type.String({ maxLength: 200 }),
    }),
    invalidatesTags: ['User'],
    errors: [
      'INVALID_PARAMETERS',
      'DATA_OPERATION_FAILED',
      'SOCIAL_ACCOUNT_LINKED_ELSEWHERE',
      'TOO_MANY_SIGN_IN_ATTEMPTS',
    ],
  },
  // ----- Mall's additions: linking and unlinking the short-video platform, adding and verifying an e-mail -----
  getSignInProviders: {
    method: 'GET',
    path: '/customer/login/providers',
    auth: 'none',
    kind: 'query',
    group: 'account',
    summary:
      'Which third-party sign-in this server offers: the short-video platform when configured, `sandbox` ' +
      'when it is the local stand-in (no real account involved)',
    response: Type.Object({
      tiktok: Type.Object({ enabled: Type.Boolean(), sandbox: Type.Boolean() }),
    }),
    errors: [],
  },
  getSignInMethods: {
    method: 'GET',
    path: '/customer/login/methods',
    auth: 'user',
    kind: 'query',
    group: 'account',
    summary:
      "The signed-in user's ways to sign in: the verified e-mail ('' for none), whether a password is set, " +
      'the linked short-video platform account',
    response: SignInMethods,
    providesTags: ['User'],
    errors: [],
  },
  startTiktokBinding: {
    method: 'POST',
    path: '/customer/login/tiktok/bind',
    auth: 'user',
    kind: 'mutation',
    group: 'account',
    summary:
      'Begin linking a short-video platform account to the signed-in account, after confirming its password; ' +
      'finished by bindTiktokAccount with the callback code and state',
    body: Type.Object({
      password: LoginPassword,
      return_to: Type.Optional(ReturnTo),
    }),
    response: AuthorizeAnswer,
    errors: [
      'PASSWORD_CONFIRMATION_WRONG',
      'PASSWORD_NOT_SET',
      'DATA_OPERATION_FAILED',
      'TOO_MANY_SIGN_IN_ATTEMPTS',
    ],
    inlineErrors: ['PASSWORD_CONFIRMATION_WRONG'],
  },
  unbindTiktokAccount: {
    method: 'POST',
    path: '/customer/login/tiktok/unbind',
    auth: 'user',
    kind: 'mutation',
    group: 'account',
    summary: 'Unlink the short-video platform account; refused when it is the only way to sign in',
    response: Done,
    invalidatesTags: ['User'],
    errors: ['NO_DATA_FOUND', 'LAST_SIGN_IN_METHOD'],
  },
  sendEmailCode: {
    method: 'POST',
    path: '/customer/email/code',
    auth: 'user',
    kind: 'mutation',
    group: 'account',
    summary:
      'Send a six-digit code to the e-mail address to add to an account that has none (one made with the ' +
      'short-video platform); valid for 15 minutes',
    body: Type.Object({ email: Email }),
    response: Type.Object({ expires_in_seconds: Type.Integer({ minimum: 1, maximum: 86400 }) }),
    errors: ['EMAIL_ALREADY_EXISTS', 'EMAIL_ALREADY_SET', 'EMAIL_CODES_TOO_MANY'],
  },
  verifyEmail: {
    method: 'POST',
    path: '/customer/email/verify',
    auth: 'user',
    kind: 'mutation',
    group: 'account',
    summary:
      "Add the e-mail address with the code sent to it; `password` sets the account's first password (to " +
      'sign in with the e-mail too)',
    body: Type.Object({
      email: Email,
      code: Type.String({ minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$' }),
      password: Type.Optional(NewPassword),
    }),
    response: Done,
    invalidatesTags: ['User'],
    errors: ['EMAIL_CODE_WRONG', 'EMAIL_ALREADY_EXISTS', 'EMAIL_ALREADY_SET'],
    inlineErrors: ['EMAIL_CODE_WRONG'],
  },
  startTiktokLogin: {
    method: 'GET',
    path: '/customer/login/tiktok/start',
    auth: 'optional',
    kind: 'mutation',
    group: 'account',
    summary:
      'Begin the OAuth 2 flow (authorisation code + PKCE) with the short-video platform to sign in or sign up: ' +
      'the server keeps the state and verifier and answers the URL to send the browser to',
    query: Type.Object({
      purpose: Type.Literal('login', {
        description:
          'Sign in, or sign up when no account has the platform account (binding: startTiktokBinding)',
      }),
      return_to: Type.Optional(ReturnTo),
    }),
    response: AuthorizeAnswer,
    // 2000018: the platform is not configured on this server; a bind without a session answers 1100003.
    errors: ['DATA_OPERATION_FAILED'],
  },
  tiktokLogin: {
    method: 'GET',
    path: '/customer/login/tiktok',
    auth: 'none',
    kind: 'mutation',
    group: 'account',
    summary:
      'Finish a short-video platform sign-in: `data` is the callback query string. A platform account linked ' +
      'to no one signs up: a new account keyed on its open_id, with no e-mail until one is added and verified',
    inSpec: true,
    query: Type.Object({
      data: Type.String({
        minLength: 1,
        maxLength: 2048,
        description: 'The provider callback query string (`code=...&state=...`)',
      }),
    }),
    response: LoginResponse,
    invalidatesTags: ['User', 'Cart', 'Notice', 'Balance'],
    // 2000018: the platform is not configured, or did not answer.
    errors: ['INVALID_PARAMETERS', 'DATA_OPERATION_FAILED', 'TOO_MANY_SIGN_IN_ATTEMPTS'],
  },
  register: {
    method: 'POST',
    path: '/customer/register/account',
    auth: 'none',
    kind: 'mutation',
    rateLimited: true,
    group: 'account',
    summary: 'Create a shopper account and sign it in (the terms must be agreed to)',
    inSpec: true,
    body: Type.Object({
      firstname: PersonName,
      lastname: PersonName,
      email: Email,
      password: NewPassword,
      confirm_password: NewPassword,
      invitation_code: Type.Optional(InvitationCode),
      agree_terms: Type.Boolean({ description: 'Must be true' }),
    }),
    response: LoginResponse,
    invalidatesTags: ['User', 'Cart', 'Notice', 'Balance'],
    errors: ['EMAIL_ALREADY_EXISTS', 'REGISTRATION_DATA_INVALID', 'EMAIL_EXISTS_REGISTRATION_FAILED'],
    inlineErrors: ['EMAIL_ALREADY_EXISTS', 'EMAIL_EXISTS_REGISTRATION_FAILED'],
  },
  logout: {
    method: 'GET',
    path: '/customer/user/logout',
    auth: 'user',
    kind: 'mutation',
    group: 'account',
    summary: 'Sign out: revoke the token sent',
    inSpec: true,
    response: Done,
    invalidatesTags: ['User', 'Cart', 'Notice', 'Balance', 'Address'],
    errors: [],
  },
  getUserInfo: {
    method: 'GET',
    path: '/customer/info/get_userinfo',
    auth: 'user',
    kind: 'query',
    group: 'account',
    summary: 'The signed-in user with cart, product, notice and message counters',
    inSpec: true,
    response: UserInfo,
    followsLiveStream: true,
    providesTags: [
      'User',
      { type: 'Cart', id: 'COUNT' },
      { type: 'Notice', id: 'COUNT' },
      { type: 'Chat', id: 'COUNT' },
    ],
    errors: [],
  },
  getUserBalance: {
    method: 'GET',
    path: '/customer/info/get_user_balance',
    auth: 'user',
    kind: 'query',
    group: 'account',
    summary: "The signed-in user's wallet balance, frozen and pending amounts",
    inSpec: true,
    response: UserBalance,
    providesTags: ['Balance'],
    errors: [],
  },
  updateUser: {
    method: 'POST',
    path: '/customer/info/update_user',
    auth: 'user',
    kind: 'mutation',
    group: 'account',
    summary: 'Edit the profile; a password change needs the current password and revokes the other sessions',
    inSpec: true,
    body: Type.Object({
      firstname: Type.Optional(PersonName),
      lastname: Type.Optional(PersonName),
      phone: Type.Optional(Phone),
      avatar: Type.Optional(FileUrl),
      current_password: Type.Optional(LoginPassword),
      new_password: Type.Optional(NewPassword),
      confirm_password: Type.Optional(NewPassword),
    }),
    response: UserInfo,
    invalidatesTags: ['User'],
    errors: ['EDIT_DATA_INVALID', 'EMAIL_OR_PASSWORD_WRONG'],
  },
  getNotices: {
    method: 'GET',
    path: '/customer/user/notices',
    auth: 'user',
    kind: 'query',
    group: 'account',
    summary: "The signed-in user's notices about their applications, newest first",
    inSpec: true,
    query: Type.Object({
      page: PageQuery.page,
      page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 15, default: 15 })),
      unread_only: Type.Optional(Type.Boolean()),
    }),
    response: Page(Notice),
    followsLiveStream: true,
    providesTags: [
      { type: 'Notice', id: 'LIST' },
      { type: 'Notice', id: { each: 'list' } },
    ],
    errors: [],
  },
  markNoticesRead: {
    method: 'GET',
    path: '/customer/user/notice-read',
    auth: 'user',
    kind: 'mutation',
    group: 'account',
    summary: 'Mark one notice (by `id`) or all notices read; answers the unread count left',
    inSpec: true,
    query: Type.Object({ id: Type.Optional(Id) }),
    response: Type.Object({ unread_count: Type.Integer({ minimum: 0, maximum: 2147483647 }) }),
    invalidatesTags: ['Notice'],
    errors: ['NO_DATA_FOUND'],
  },
  getNoticeUnreadState: {
    method: 'GET',
    path: '/customer/info/notice_in_read',
    auth: 'user',
    kind: 'query',
    group: 'account',
    summary: 'Whether the signed-in user has unread notices, and how many',
    inSpec: true,
    response: NoticeUnreadState,
    providesTags: [{ type: 'Notice', id: 'COUNT' }],
    errors: [],
  },
});
