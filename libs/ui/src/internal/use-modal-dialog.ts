import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * What every modal of the kit does with the native `<dialog>`: `showModal` while `open` (the page behind goes
 * inert, Escape becomes a close request, the backdrop is drawn), focus on `initialFocus` if given and back to
 * whatever had it on close, and a dismissal (Escape, or a press that began and ended on the backdrop) reported
 * through `onDismiss` — `open` stays the caller's. Spread the returned props on the `<dialog>`.
 */
export function useModalDialog(
  open: boolean,
  onDismiss: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  const ref = useRef<HTMLDialogElement>(null);
  // A click whose press began inside the panel (selecting text, dragging a select) and ended outside is no
  // backdrop click. The panel fills the dialog, so only a press on the backdrop targets the dialog itself.
  const pressedOnBackdrop = useRef(false);

  // A layout effect opens the dialog and moves focus in the same commit that renders it, before anything paints.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocus]);

  return {
    ref,
    onCancel: (event: { preventDefault(): void }) => {
      event.preventDefault();
      onDismiss();
    },
    onPointerDown: (event: { target: EventTarget; currentTarget: EventTarget }) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: { target: EventTarget; currentTarget: EventTarget }) => {
      if (pressedOnBackdrop.current && event.target === event.currentTarget) onDismiss();
    },
  };
}
