/**
 * Test-only: jsdom lays nothing out and has no media. Code that observes layout or asks about media (the
 * carousel) gets observers that never report, as nothing ever intersects or resizes there, and a
 * `matchMedia` that matches nothing. A test that needs a media feature spies on `matchMedia`.
 */
class SilentObserver {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
  takeRecords = () => [];
}

// Suites under the Node environment (`@jest-environment node`) have no window to shim.
if (typeof window !== 'undefined') {
  window.IntersectionObserver ??= SilentObserver as unknown as typeof IntersectionObserver;
  window.ResizeObserver ??= SilentObserver as unknown as typeof ResizeObserver;
  window.matchMedia ??= (media: string) =>
    Object.assign(new EventTarget(), {
      media,
      matches: false,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as MediaQueryList;
}
