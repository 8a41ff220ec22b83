/** Which feature chunk a route lives in (see routes.tsx). */
export type RouteChunk = 'catalogue' | 'account' | 'content' | 'orders';

export function chunkForRoute(path: string): RouteChunk | undefined {
  if (/^\/pages\/(history\/|mine\/refund_sent$)/.test(path)) return 'orders';
  if (/^\/pages\/(users\/(login|register|tiktok)|mine\/)/.test(path)) return 'account';
  if (/^\/pages\/(news|blog|policy)\//.test(path)) return 'content';
  if (/^\/(pages\/(home|category|prouduct|search|shop)\/|$)/.test(path)) return 'catalogue';
  return undefined;
}

/**
 * Loads a route's code when the shopper shows intent to go there (pointer over, or focus on, a link to it),
 * so the click finds it ready, without competing with the first page's own downloads.
 */
export function prefetchOnIntent(
  root: Document,
  load: Record<RouteChunk, () => Promise<unknown>>,
): () => void {
  const started = new Set<RouteChunk>();
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const href = link?.getAttribute('href');
    if (!href) return;
    const chunk = chunkForRoute(href.replace(/^.*#/, '').split('?')[0] ?? '');
    if (!chunk || started.has(chunk)) return;
    started.add(chunk);
    void load[chunk]().catch(() => started.delete(chunk));
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
