import type { RouteObject } from 'react-router';
import { preloadRoute } from './routing/route-handle';

/** Which feature chunk a route lives in (see routes.tsx), for the launch, which runs before the route table loads. */
export type RouteChunk =
  'home' | 'catalogue' | 'product' | 'search' | 'account' | 'content' | 'orders' | 'cart';

/** The catalogue's chunks: the home, the list pages, the product page, the search page. */
export const catalogueChunks: readonly RouteChunk[] = ['home', 'catalogue', 'product', 'search'];

export function chunkForRoute(path: string): RouteChunk | undefined {
  if (/^\/pages\/(history\/|mine\/refund_sent$)/.test(path)) return 'orders';
  if (/^\/pages\/mine\/address$/.test(path)) return 'cart';
  if (/^\/pages\/(users\/(login|register|tiktok)|mine\/(dashboard|pc_mine|following)$)/.test(path))
    return 'account';
  if (/^\/pages\/(news|blog|policy)\//.test(path)) return 'content';
  if (/^\/pages\/cart\//.test(path)) return 'cart';
  if (/^\/pages\/prouduct\//.test(path)) return 'product';
  if (/^\/pages\/search\//.test(path)) return 'search';
  if (/^\/(pages\/home\/|$)/.test(path)) return 'home';
  if (/^\/pages\/(category\/|shop\/detail$)/.test(path)) return 'catalogue';
  return undefined;
}

/**
 * Loads a route's code when the shopper shows intent to go there (pointer over, or focus on, a link to it),
 * so the click finds it ready, without competing with the first page's own downloads. The route table says
 * which code that is: each matched route's, once.
 */
export function prefetchOnIntent(root: Document, routes: RouteObject[]): () => void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const href = link?.getAttribute('href');
    if (!href?.includes('#/')) return;
    void preloadRoute(routes, href.slice(href.indexOf('#') + 1).split('?')[0]!);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
