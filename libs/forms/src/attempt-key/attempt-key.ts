import { useCallback, useState } from 'react';

/**
 * A fresh idempotency key. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost); a shop
 * served over plain HTTP elsewhere still gets 128 random bits from `getRandomValues`.
 */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The idempotency key of one attempt at a money- or stock-moving request: kept while the form is on screen,
 * so a retry after a lost answer reuses it and the server performs the effect once. `renew` starts a new
 * attempt once the server has answered a definite failure (a declined card, a short balance).
 */
export function useAttemptKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newAttemptKey);
  const renew = useCallback(() => setKey(newAttemptKey()), []);
  return { key, renew };
}
