import { type ComponentType, use } from 'react';

/** A route's code, loaded once: ahead of the route (the opening route, a link the shopper points at) or as it renders. */
export interface LazyRoute {
  /** Renders the route's component, suspending until its code has arrived (at once when it already has). */
  Component: ComponentType;
  /** Starts loading the code (once; again after a failure), resolving when it is ready. */
  preload: () => Promise<ComponentType>;
}

/**
 * Unlike `React.lazy`, a route whose code has arrived renders in the same pass, without suspending once: the app
 * first renders after the opening route's code has loaded, so the first screen comes whole, with no fallback shown
 * in the frame meanwhile; and a page loaded ahead on intent opens without a pending step.
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  let failed = false;
  const preload = () => {
    // After a failure the files are asked for again, by the next preload (a link pointed at, a later visit).
    if (!loading || failed) {
      failed = false;
      loading = load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return loading;
  };
  function Component() {
    // The same promise on every render until it settles, so that a failure reaches the route's error boundary.
    const Loaded = loaded ?? use(loading ?? preload());
    return <Loaded />;
  }
  return { Component, preload };
}
