import { useEffect } from 'react';
import { useToast } from './toast';
import { toaster } from './toaster';

/**
 * Shows the toasts requested outside React in the enclosing ToastHost, one at a time: a burst of failing
 * requests shows the latest message, not a stack of the same one.
 */
export function ToasterBridge() {
  const toast = useToast();
  useEffect(() => {
    let shown: number | undefined;
    return toaster.subscribe((message, durationMs) => {
      if (shown !== undefined) toast.dismiss(shown);
      shown = toast.show(message, { durationMs });
    });
  }, [toast]);
  return null;
}
