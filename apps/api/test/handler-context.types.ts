// Checked by `tsc -p apps/api/tsconfig.json`: a handler's `user` follows its endpoint's auth level.
import type { SessionUser } from '@mall/server-account';
import type { HandlerContext } from '../src/http/routes';

export const signedIn = (context: HandlerContext<'getUserInfo'>): SessionUser => context.user;

export const optional = (context: HandlerContext<'startTiktokLogin'>): SessionUser | null => context.user;

export const optionalIsNotSignedIn = (context: HandlerContext<'startTiktokLogin'>): SessionUser =>
  // @ts-expect-error an `optional` endpoint may be called without a session
  context.user;

export const anonymous = (context: HandlerContext<'getCurrencies'>): null => context.user;
