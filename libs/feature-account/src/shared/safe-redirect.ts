import { routes } from '@mall/shop-routes';

/**
 * An in-app path: one leading `/`, never `//` or `/\` (which browsers read as another host), printable
 * ASCII only (the route was URL-encoded when the redirect was made). The API checks `return_to` alike.
 */
const SAME_APP_PATH = /^\/(?![/\\])[!-~]*$/;

/** Pages that would send a signed-in user straight back to signing in. */
const signInPages = [routes.login.path, routes.register.path, routes.socialLogin.path];

/**
 * Where to go after signing in: the `redirect` query value when it is a path of this app, else home.
 * Anything else (another site, `javascript:`, a protocol-relative URL, a sign-in page) goes home.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !SAME_APP_PATH.test(value)) return routes.home();
  const path = value.split(/[?#]/, 1)[0]!;
  if (signInPages.includes(path)) return routes.home();
  return value;
}
