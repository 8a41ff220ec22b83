import { useEffect, useRef, useState } from 'react';

const SECOND_MS = 1000;

/** Whole seconds from `now` until `deadline` (an ISO timestamp), never below zero. */
export const secondsUntil = (deadline: string, now: number) =>
  Math.max(0, Math.ceil((Date.parse(deadline) - now) / SECOND_MS));

/** A duration as H:MM:SS ("2:59:07"), digits only so it reads the same in every language. */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${hours}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * Seconds left until `deadline`, updated every second; stops at zero and then calls `onElapsed` once
 * (e.g. to refetch the order the server has cancelled meanwhile).
 */
export function useCountdown(deadline: string, onElapsed: () => void): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline, Date.now()));
  const elapsed = useRef(onElapsed);
  useEffect(() => {
    elapsed.current = onElapsed;
  }, [onElapsed]);

  useEffect(() => {
    const tick = () => {
      const next = secondsUntil(deadline, Date.now());
      setLeft(next);
      return next;
    };
    if (tick() === 0) {
      elapsed.current();
      return undefined;
    }
    const timer = setInterval(() => {
      if (tick() > 0) return;
      clearInterval(timer);
      elapsed.current();
    }, SECOND_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  return left;
}
