import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches; false where matchMedia is missing (jsdom, server rendering). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const snapshot = () =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
