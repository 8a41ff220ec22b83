import { useId, type ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { useModalDialog } from '../internal/use-modal-dialog';
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
  const dialogProps = useModalDialog(open, onClose);

  if (!open) return null;

  return (
    <dialog {...dialogProps} className={cx(styles.sheet, className)} aria-labelledby={titleId}>
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
