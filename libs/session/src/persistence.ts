import { type SessionState, signedOutSession } from './session-slice';

/** Storage keys of the session; the language and other preferences are kept apart and survive logout. */
export const TOKEN_KEY = 'access-token';
export const LOGGED_IN_KEY = 'logged-in';

/**
 * What a header value can carry (visible ASCII, bounded). A stored token outside it was damaged or planted: sent
 * as `access-token` it would make the browser refuse every request, the launch's included.
 */
const SENDABLE_TOKEN = /^[\x21-\x7e]{1,512}$/;

/** The session a page load starts from: the stored token (docs/requirements.md R3.2, step 2), not yet confirmed. */
export function loadSession(storage: Storage | undefined): SessionState {
  return { ...signedOutSession, token: storedToken(storage) };
}

/** The stored token, when it can be sent. */
export function storedToken(storage: Storage | undefined): string | null {
  const stored = safely(() => storage?.getItem(TOKEN_KEY)) ?? null;
  return stored !== null && SENDABLE_TOKEN.test(stored) ? stored : null;
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
