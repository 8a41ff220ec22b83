import { matchRoutes, type RouteObject } from 'react-router';

/** What a route of the app's table carries beside its element: how to load its code ahead of rendering it. */
export interface RouteHandle {
  preload: () => Promise<unknown>;
}

const preloadOf = (route: RouteObject) => (route.handle as RouteHandle | undefined)?.preload;

/**
 * Starts loading the code of every route that matches `path` (the frame and the page; each loads once), and
 * resolves when all of it has arrived or failed: a failure shows when the route renders, as its error.
 */
export function preloadRoute(routes: RouteObject[], path: string): Promise<unknown> {
  return Promise.allSettled((matchRoutes(routes, path) ?? []).map(({ route }) => preloadOf(route)?.()));
}
