import { useToast } from '@mall/ui';
import { useEffect } from 'react';
import { toaster } from '../toaster';

/**
 * Shows the toasts requested outside React (the SDK's error reactions, docs/requirements.md R8) in the kit's toast host, one at
 * a time: a burst of failing requests shows the latest message, not a stack of the same one.
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
