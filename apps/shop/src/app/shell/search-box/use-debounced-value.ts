import { useEffect, useState } from 'react';

/** `value` once it has not changed for `delay` ms: suggestions are asked for what the shopper paused on. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
