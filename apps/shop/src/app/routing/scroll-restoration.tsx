import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollKey } from './scroll-key';

/** Where the positions are kept across a reload, or a visit to another site and back. */
export const SCROLL_POSITIONS_STORAGE_KEY = 'mall-scroll-positions';

/** Each entry's position, by its scroll key: read from the session once, written back as the page goes away. */
let positions: Record<string, number> | undefined;

function knownPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    const saved: unknown = JSON.parse(
      globalThis.sessionStorage?.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '{}',
    );
    positions = saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    positions = {};
  }
  return positions;
}

/**
 * New pages open at the top; Back and Forward (and a reload) return to where the shopper was on that entry. Each
 * entry's position is noted as the shopper scrolls, so it is the one of the page they saw: a navigation renders the
 * next page in a transition, and the position noted while the old one is still on screen is still the old one's.
 * Rendered beside the page, so it restores once the page's content has committed.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollKey(location);

  useEffect(() => {
    globalThis.history.scrollRestoration = 'manual';
    const keep = () => {
      try {
        globalThis.sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify(knownPositions()));
      } catch {
        // Storage full or refused: the positions last as long as the page.
      }
    };
    globalThis.addEventListener('pagehide', keep);
    return () => {
      globalThis.removeEventListener('pagehide', keep);
      globalThis.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const known = knownPositions();
    globalThis.scrollTo(0, (navigationType === 'POP' && known[key]) || 0);
    const note = () => {
      known[key] = globalThis.scrollY;
    };
    globalThis.addEventListener('scroll', note, { passive: true });
    return () => globalThis.removeEventListener('scroll', note);
  }, [key, navigationType]);
  return null;
}
