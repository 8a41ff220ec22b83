import { useCallback, useState } from 'react';

const newKey = () => crypto.randomUUID();

/**
 * The idempotency key of one attempt at a money- or stock-moving request: kept while the form is on screen,
 * so a retry after a lost answer reuses it and the server performs the effect once. `renew` starts a new
 * attempt once the server has answered a definite failure (a declined card, a short balance).
 */
export function useAttemptKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newKey);
  const renew = useCallback(() => setKey(newKey()), []);
  return { key, renew };
}
