import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../button/button';
import { cx } from '../internal/class-names';
import { useModalDialog } from '../internal/use-modal-dialog';
import styles from './confirm-dialog.module.css';

export type ConfirmDialogTone = 'default' | 'danger';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Called for the cancel button, Escape (or another close request) and a click on the backdrop. */
  onCancel: () => void;
  /** "danger" draws the confirm button as destructive. */
  tone?: ConfirmDialogTone;
  /** Shows the confirm button busy (e.g. while the request runs). */
  confirming?: boolean;
  className?: string;
}

/**
 * A modal confirmation on the native `<dialog>`: `showModal` makes the rest of the page inert (so Tab stays in
 * the dialog), turns Escape into a cancel and draws the backdrop. It focuses the confirm button on open and
 * gives focus back to whatever had it before. `open` stays the caller's: a close request only asks, through
 * `onCancel`.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'default',
  confirming = false,
  className,
}: ConfirmDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const confirmRef = useRef<HTMLButtonElement>(null);
  // showModal focuses the first button (cancel); a confirmation starts on its answer.
  const dialogProps = useModalDialog(open, onCancel, confirmRef);

  if (!open) return null;

  return (
    <dialog
      {...dialogProps}
      className={cx(styles.dialog, className)}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {message && (
          <div id={messageId} className={styles.message}>
            {message}
          </div>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={confirming}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
