import type { OperationName } from '@mall/sdk-manifest';
import { countSignInFromAddress, type SignInLimits } from '@mall/server-account';
import { DomainError } from '@mall/server-core';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { Handler, Handlers } from '../../http/routes';

/** The sign-in limits a server's configuration sets (docs/deploy.md, "Sign-in limits"). */
export const signInLimits = (config: Pick<ServerConfig, 'rateLimits' | 'accountSignIn'>): SignInLimits => ({
  perAddressPerMinute: config.rateLimits.signIn,
  accountFailuresBeforeDelay: config.accountSignIn.failuresBeforeDelay,
  accountMaxDelaySeconds: config.accountSignIn.maxDelaySeconds,
  accountWindowSeconds: config.accountSignIn.windowSeconds,
});

/**
 * `handlers` with each of `operations` first counting the attempt against the client's address in PostgreSQL
 * (shared by every API process), refused with 1100009 past the limit. A refusal, here or by the per-account limit
 * inside the handler, also says how long to wait in `Retry-After`.
 */
export function limitSignInsPerAddress(
  handlers: Handlers,
  operations: readonly OperationName[],
  db: Database,
  limits: SignInLimits,
  clock: () => Date,
): Handlers {
  const limited: Handlers = { ...handlers };
  for (const name of operations) {
    const handler = handlers[name] as Handler<OperationName> | undefined;
    if (!handler) continue;
    const withLimit: Handler<OperationName> = async (context) => {
      try {
        // The client address as Fastify sees it: the connection's, or what a trusted proxy forwarded.
        await countSignInFromAddress(db, context.request.ip, limits, clock());
        return await handler(context);
      } catch (error) {
        if (error instanceof DomainError && error.key === 'TOO_MANY_SIGN_IN_ATTEMPTS') {
          const { retry_after_seconds } = error.data as { retry_after_seconds: number };
          void context.reply.header('retry-after', String(retry_after_seconds));
        }
        throw error;
      }
    };
    (limited as Record<OperationName, Handler<OperationName>>)[name] = withLimit;
  }
  return limited;
}
