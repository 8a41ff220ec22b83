import type { Namespace } from '@mall/i18n';
import { routes } from '@mall/shop-routes';
import { catalogueChunks, chunkForRoute } from '../app/prefetch-on-intent';

/** A path outside the hash (an OAuth redirect URI cannot hold `#`) becomes the hash route it names. */
export function moveRouteIntoHash() {
  const { pathname, search } = globalThis.location;
  if (pathname.startsWith('/pages/'))
    globalThis.history.replaceState(null, '', `/${search}#${pathname}${search}`);
}

/** The route the page opened on: its path and query, from the hash. */
export function openingRoute(hash: string): { path: string; params: URLSearchParams } {
  const [path = '', query] = hash.replace(/^#/, '').split('?');
  return { path, params: new URLSearchParams(query) };
}

/**
 * The texts a page's first screen renders with, beyond the shell's: loaded beside the shell's own rather than
 * when the page first asks for them, which would hold its first paint back by one more round trip.
 */
export function firstScreenNamespaces(path: string): Namespace[] {
  const chunk = chunkForRoute(path || routes.root.path);
  // The checkout's pages and an order's.
  if (chunk === 'cart' || chunk === 'orders') return [chunk];
  if (!chunk || !catalogueChunks.includes(chunk)) return [];
  // The product page carries the cart's buying actions.
  return path === routes.productDetail.path ? ['catalogue', 'cart'] : ['catalogue'];
}
