import { type ReactNode, type RefObject, startTransition, useEffect, useRef, useState } from 'react';

/** How near the screen a later part gets before it renders: about a phone screen ahead of the scroll. */
const NEAR_SCREEN_MARGIN = '100% 0px';

const whenIdle = () =>
  new Promise<void>((idle) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => idle());
    else setTimeout(idle, 0);
  });

/** Later parts waiting for an idle moment, one after another: each renders and lays out in its own short task. */
let idleQueue = Promise.resolve();

/**
 * False until the element nears the screen or, failing that, until the browser is idle after the page's first
 * screen: the part can render a placeholder of its size meanwhile, so the first screen renders without it. The
 * change comes in a transition, which React renders in slices that leave taps free.
 */
function useRevealLater(element: RefObject<HTMLElement | null>): boolean {
  // Without an observer (not a browser) there is no screen to wait for.
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    if (revealed) return undefined;
    let waiting = true;
    const reveal = () => {
      if (!waiting) return;
      waiting = false;
      startTransition(() => setRevealed(true));
    };
    const target = element.current;
    if (!target) return undefined;
    idleQueue = idleQueue.then(whenIdle).then(reveal);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(target);
    return () => {
      waiting = false;
      observer.disconnect();
    };
  }, [element, revealed]);
  return revealed;
}

/**
 * A part of the page below its first screen: `placeholder` (in the part's shape, so nothing on screen moves and a
 * restored scroll position lands where it was) until the part nears the screen or the browser is idle.
 */
export function RevealLater({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const revealed = useRevealLater(anchor);
  if (revealed) return children;
  return <div ref={anchor}>{placeholder}</div>;
}
