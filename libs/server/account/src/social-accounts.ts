import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { type Database, DomainError } from '@mall/server-core';
import { oauthStates, socialAccounts, users } from './tables';
import type { UserRow } from './users';

export type AuthorisationPurpose = 'login' | 'bind';
export type AuthorisationRequest = typeof oauthStates.$inferSelect;

const STATE_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

const invalidState = () =>
  new DomainError(
    'INVALID_PARAMETERS',
    null,
    'The sign-in request is unknown, expired or already used; please start again',
  );

/** Keeps an OAuth 2 authorisation request in flight (its `state` and PKCE verifier), dropping expired ones. */
export async function recordAuthorisationRequest(
  db: Database,
  request: {
    state: string;
    provider: string;
    purpose: AuthorisationPurpose;
    userId: number | null;
    codeVerifier: string;
    returnTo: string;
    lifetimeMs: number;
  },
): Promise<void> {
  const now = Date.now();
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(now).toISOString()));
  await db.insert(oauthStates).values({
    state: request.state,
    provider: request.provider,
    purpose: request.purpose,
    userId: request.userId,
    codeVerifier: request.codeVerifier,
    returnTo: request.returnTo,
    expiresAt: new Date(now + request.lifetimeMs).toISOString(),
  });
}

/** Marks a live authorisation request used and answers it, in one statement, so a replay finds nothing. */
export async function consumeAuthorisationRequest(
  db: Database,
  {
    state,
    provider,
    purpose,
    userId,
  }: { state: string | undefined; provider: string; purpose: AuthorisationPurpose; userId?: number },
): Promise<AuthorisationRequest> {
  if (!state || !STATE_SHAPE.test(state)) throw invalidState();
  const now = new Date().toISOString();
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.provider, provider),
        eq(oauthStates.purpose, purpose),
        userId === undefined ? undefined : eq(oauthStates.userId, userId),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning();
  if (!row) throw invalidState();
  return row;
}

export interface SocialIdentity {
  provider: string;
  providerUserId: string;
  displayName: string;
}

const sameIdentity = ({ provider, providerUserId }: SocialIdentity) =>
  and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId));

/**
 * The user a platform account is bound to, its display name refreshed. Never created or matched by email: the
 * account must be bound from a signed-in session first.
 */
export async function userBoundTo(db: Database, identity: SocialIdentity): Promise<UserRow> {
  const [bound] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(sameIdentity(identity));
  if (!bound) {
    throw new DomainError(
      'NO_DATA_FOUND',
      null,
      'No account is bound to this short-video platform account; sign in and bind it first',
    );
  }
  if (identity.displayName) {
    await db.update(socialAccounts).set({ displayName: identity.displayName }).where(sameIdentity(identity));
  }
  return bound.user;
}

/** Binds a platform account to the user; one per provider and user, so a new binding replaces the previous one. */
export async function bindSocialAccount(
  db: Database,
  userId: number,
  identity: SocialIdentity,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(socialAccounts)
      .where(
        and(
          eq(socialAccounts.userId, userId),
          eq(socialAccounts.provider, identity.provider),
          ne(socialAccounts.providerUserId, identity.providerUserId),
        ),
      );
    const [inserted] = await tx
      .insert(socialAccounts)
      .values({ userId, ...identity })
      .onConflictDoNothing({ target: [socialAccounts.provider, socialAccounts.providerUserId] })
      .returning({ id: socialAccounts.id });
    if (inserted) return;
    const [existing] = await tx
      .select({ id: socialAccounts.id, userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(sameIdentity(identity));
    if (!existing || existing.userId !== userId) {
      throw new DomainError(
        'DATA_OPERATION_FAILED',
        null,
        'This short-video platform account is already bound to another account',
      );
    }
    await tx
      .update(socialAccounts)
      .set({ displayName: identity.displayName })
      .where(eq(socialAccounts.id, existing.id));
  });
}
