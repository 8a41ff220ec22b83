/**
 * The social platform sends the browser back to one callback page for both sign-in and binding. What was
 * started, and where to go afterwards, is kept in session storage under the OAuth `state` the server issued.
 */
export interface PendingSocialLogin {
  state: string;
  purpose: 'login' | 'bind';
  returnTo: string;
}

export const PENDING_SOCIAL_LOGIN_KEY = 'mall.social-login';

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export function rememberSocialLogin(pending: PendingSocialLogin): void {
  try {
    storage()?.setItem(PENDING_SOCIAL_LOGIN_KEY, JSON.stringify(pending));
  } catch {
    // Storage unavailable: the callback then counts as a sign-in that returns home.
  }
}

/** The pending request the platform answered with `state`, if this browser started it. */
export function findSocialLogin(state: string | null): PendingSocialLogin | undefined {
  try {
    const saved = storage()?.getItem(PENDING_SOCIAL_LOGIN_KEY);
    if (!saved || !state) return undefined;
    const pending = JSON.parse(saved) as Partial<PendingSocialLogin>;
    if (pending.state !== state || (pending.purpose !== 'login' && pending.purpose !== 'bind'))
      return undefined;
    return { state, purpose: pending.purpose, returnTo: String(pending.returnTo ?? '') };
  } catch {
    return undefined;
  }
}

/** A state is good for one callback only: forget the pending request once it is being finished. */
export function forgetSocialLogin(): void {
  try {
    storage()?.removeItem(PENDING_SOCIAL_LOGIN_KEY);
  } catch {
    // Storage unavailable: nothing was kept there.
  }
}
