/**
 * Toasts requested outside React (the SDK's reactions, a saved change): the mounted ToasterBridge shows them.
 * Apart from the kit's entry (`@mall/ui/toaster`): an app's bootstrap wires it without loading the kit.
 */
export type ToastListener = (message: string, durationMs?: number) => void;

const listeners = new Set<ToastListener>();

export const toaster = {
  show(message: string, durationMs?: number) {
    listeners.forEach((listener) => listener(message, durationMs));
  },
  subscribe(listener: ToastListener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
