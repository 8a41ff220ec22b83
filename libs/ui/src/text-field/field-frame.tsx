import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import styles from './text-field.module.css';

export interface FieldFrameProps {
  controlId: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** The ids a control's hint and error carry, and the `aria-describedby` that names them. */
export function fieldDescription(
  controlId: string,
  { hint, error, describedBy }: { hint?: string; error?: string; describedBy?: string },
) {
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return {
    hintId,
    errorId,
    describedBy: [describedBy, hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined,
  };
}

/** Label above, hint and error below: what the kit's single- and multi-line text fields share. */
export function FieldFrame({
  controlId,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldFrameProps) {
  const { hintId, errorId } = fieldDescription(controlId, {});
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
