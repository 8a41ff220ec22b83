import { useToast } from '@mall/ui';
import { useEffect } from 'react';

type ToastListener = (message: string, durationMs?: number) => void;
const listeners = new Set<ToastListener>();

/** Toasts asked for outside React (the SDK's reactions, a saved change): the mounted bridge shows them. */
export const showToast: ToastListener = (message, durationMs) =>
  listeners.forEach((listener) => listener(message, durationMs));

/** Shows the requested toasts in the kit's toast host, the latest replacing the one before. */
export function ToastBridge() {
  const toast = useToast();
  useEffect(() => {
    let shown: number | undefined;
    const listener: ToastListener = (message, durationMs) => {
      if (shown !== undefined) toast.dismiss(shown);
      shown = toast.show(message, { durationMs });
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [toast]);
  return null;
}
