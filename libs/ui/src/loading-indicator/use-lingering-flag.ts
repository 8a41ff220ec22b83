import { useEffect, useState } from 'react';
import { LOADING_LINGER_MS } from '../internal/constants';

/**
 * True while `active` is true and for `lingerMs` after it turns false (spec: the loading indicator stays
 * flagged for 2 s after hiding). Turning active again within the window keeps the flag up without a gap.
 */
export function useLingeringFlag(active: boolean, lingerMs: number = LOADING_LINGER_MS): boolean {
  const [lingering, setLingering] = useState(false);
  const [previous, setPrevious] = useState(active);
  if (previous !== active) {
    // Adjusting state while rendering (react.dev "storing information from previous renders").
    setPrevious(active);
    setLingering(!active && lingerMs > 0);
  }

  useEffect(() => {
    if (!lingering) return undefined;
    const timer = setTimeout(() => setLingering(false), lingerMs);
    return () => clearTimeout(timer);
  }, [lingering, lingerMs]);

  return active || lingering;
}
