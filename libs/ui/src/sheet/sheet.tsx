import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { cx } from '../internal/class-names';
import styles from './sheet.module.css';

export interface SheetProps {
  open: boolean;
  title: string;
  /** The close button's accessible name (translated). */
  closeLabel: string;
  /** Called for the close button, Escape (or another close request) and a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal panel on the native `<dialog>` that rises from the bottom edge on phones and sits centred on wider
 * screens. `showModal` makes the page behind inert and turns Escape into a close request; focus returns to
 * whatever had it when the sheet closes. `open` stays the caller's: a close request only asks, through `onClose`.
 */
export function Sheet({ open, title, closeLabel, onClose, children, className }: SheetProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // A click whose press began inside the panel (e.g. dragging a select) and ended outside it is no backdrop click.
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  return (
    <dialog
      ref={dialogRef}
      className={cx(styles.sheet, className)}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <svg className={styles.closeIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
