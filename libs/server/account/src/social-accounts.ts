import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { type Database, DomainError } from '@mall/server-core';
import { oauthStates, socialAccounts, users } from './tables';
import { lockUserForUpdate } from './lock';
import { newInvitationCode, type UserRow } from './users';

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
  /** The platform's avatar URL, '' when it gave none. */
  avatarUrl: string;
}

const sameIdentity = ({ provider, providerUserId }: SocialIdentity) =>
  and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId));

const linkedElsewhere = () => new DomainError('SOCIAL_ACCOUNT_LINKED_ELSEWHERE');

/** The user a platform account is linked to, its display name and avatar refreshed; undefined for none. */
async function linkedUser(db: Database, identity: SocialIdentity): Promise<UserRow | undefined> {
  const [bound] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(sameIdentity(identity));
  if (!bound) return undefined;
  if (identity.displayName) {
    await db
      .update(socialAccounts)
      .set({ displayName: identity.displayName, avatarUrl: identity.avatarUrl })
      .where(sameIdentity(identity));
  }
  return bound.user;
}

/**
 * Signs in the user a platform account is linked to, or signs one up: a new account keyed on the platform's
 * user id, named after its display name, with no e-mail and no password (both added later). Never matched by
 * e-mail. Two callbacks for the same new platform account at once make one account: the unique link decides.
 */
export async function signInOrSignUpWithSocial(
  db: Database,
  identity: SocialIdentity,
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await linkedUser(db, identity);
  if (existing) return { user: existing, created: false };
  const created = await db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: '',
          passwordHash: '',
          firstname: (identity.displayName || 'TikTok').slice(0, 50),
          lastname: '',
          invitationCode: newInvitationCode(),
        })
        .returning();
      const [link] = await tx
        .insert(socialAccounts)
        .values({ userId: user!.id, ...identity })
        .onConflictDoNothing({ target: [socialAccounts.provider, socialAccounts.providerUserId] })
        .returning({ id: socialAccounts.id });
      // Another request linked it meanwhile: this account is not made, that one signs in.
      if (!link) tx.rollback();
      return user!;
    })
    .catch(async (error: unknown) => {
      const again = await linkedUser(db, identity);
      if (again) return undefined;
      throw error;
    });
  if (created) return { user: created, created: true };
  const user = await linkedUser(db, identity);
  if (!user) throw new DomainError('DATA_OPERATION_FAILED');
  return { user, created: false };
}

/**
 * Links a platform account to the user (the caller confirmed the user's password before the flow started); one
 * per provider and user, so a new link replaces the previous one. One linked to another user is refused.
 */
export async function bindSocialAccount(
  db: Database,
  userId: number,
  identity: SocialIdentity,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: socialAccounts.id, userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(sameIdentity(identity));
    if (existing && existing.userId !== userId) throw linkedElsewhere();
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
    const [now] = await tx
      .select({ id: socialAccounts.id, userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(sameIdentity(identity));
    // Linked to someone else between the check and the insert.
    if (!now || now.userId !== userId) throw linkedElsewhere();
    await tx
      .update(socialAccounts)
      .set({ displayName: identity.displayName, avatarUrl: identity.avatarUrl })
      .where(eq(socialAccounts.id, now.id));
  });
}

/** How a user can sign in: a verified e-mail with a password, and linked platform accounts. */
export interface SignInMethods {
  email: string;
  hasPassword: boolean;
  social: { provider: string; displayName: string; avatarUrl: string }[];
}

export async function signInMethods(db: Database, userId: number): Promise<SignInMethods> {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new DomainError('INVALID_TOKEN');
  const social = await db
    .select({
      provider: socialAccounts.provider,
      displayName: socialAccounts.displayName,
      avatarUrl: socialAccounts.avatarUrl,
    })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
  return { email: user.email, hasPassword: user.passwordHash !== '', social };
}

/**
 * Unlinks the user's account on a platform. Refused when it would leave no way to sign in: another platform
 * link, or an e-mail with a password, must remain. The user's row is locked so two unlinks cannot both pass.
 */
export async function unbindSocialAccount(db: Database, userId: number, provider: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUserForUpdate(tx, userId);
    const methods = await signInMethods(tx, userId);
    if (!methods.social.some((link) => link.provider === provider)) throw new DomainError('NO_DATA_FOUND');
    const others = methods.social.filter((link) => link.provider !== provider).length;
    const passwordSignIn = methods.email !== '' && methods.hasPassword;
    if (others === 0 && !passwordSignIn) throw new DomainError('LAST_SIGN_IN_METHOD');
    await tx
      .delete(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)));
  });
}
