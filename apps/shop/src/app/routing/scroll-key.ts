import type { Location } from 'react-router';

/**
 * The key under which `ScrollRestoration` keeps a page's scroll position. The hash router keys an entry the app
 * pushed with a fresh `key`, but every entry it did not push — a page opened fresh, reloaded, typed in the
 * address bar, or come back to from another site (TikTok's sign-in) — gets the same key, "default". Keyed on
 * that, a page opened fresh was scrolled to where another page had been left: back from linking TikTok at the
 * foot of the dashboard, the short "linked" page opened 300 px down, blank. Such entries are keyed on their
 * path and query instead, so a reload keeps its place and another page opens at the top.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}
