import { type SessionState, signedOutSession } from './session-slice';

/** Storage keys of the session; the language and other preferences are kept apart and survive logout. */
export const TOKEN_KEY = 'access-token';
export const LOGGED_IN_KEY = 'logged-in';

/** The session a page load starts from: the stored token (docs/requirements.md R3.2, step 2), not yet confirmed. */
export function loadSession(storage: Storage | undefined): SessionState {
  const token = safely(() => storage?.getItem(TOKEN_KEY)) ?? null;
  return { ...signedOutSession, token };
}

export function wasLoggedIn(storage: Storage | undefined): boolean {
  return safely(() => storage?.getItem(LOGGED_IN_KEY)) === '1';
}

export function saveSession(storage: Storage | undefined, session: SessionState): void {
  safely(() => {
    if (session.token) storage?.setItem(TOKEN_KEY, session.token);
    else storage?.removeItem(TOKEN_KEY);
    if (session.loggedIn) storage?.setItem(LOGGED_IN_KEY, '1');
    else storage?.removeItem(LOGGED_IN_KEY);
  });
}

/** Private browsing and disabled storage throw; the session then lives for this page only. */
function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
