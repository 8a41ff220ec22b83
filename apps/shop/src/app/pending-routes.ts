import type { Route } from '@mall/shop-routes';

/**
 * Routes of features not built yet: they lead to the not-found page until they land (none at the moment).
 */
export const pendingRoutes: readonly Route<never>[] = [];

/** Whether a link leads to a route whose page is not built yet. */
export const isPendingRoute = (link: string) => {
  const path = link.split(/[?#]/)[0];
  return pendingRoutes.some((route) => route.path === path);
};
