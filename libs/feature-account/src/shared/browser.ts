import { routes } from '@mall/shop-routes';

/**
 * docs/requirements.md R3.1: after logout the app relaunches at home — a fresh page load at that route, so nothing of the
 * previous session survives in memory.
 */
export function relaunchAt(path: string = routes.home()): void {
  globalThis.location.hash = `#${path}`;
  globalThis.location.reload();
}

/** Sends the browser to another site (the social platform's authorisation page). */
export function openExternal(url: string): void {
  globalThis.location.assign(url);
}
