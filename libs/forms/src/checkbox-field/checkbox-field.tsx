import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './checkbox-field.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: string;
  /** Shown under the box, e.g. a link to what is agreed to (kept outside the label). */
  description?: ReactNode;
  /** Marks the box aria-invalid and is linked with aria-describedby. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({
  label,
  description,
  error,
  id,
  className,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-checkbox`;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const describedByIds =
    [describedBy, description && descriptionId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          {...rest}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {description && (
        <div id={descriptionId} className={styles.hint}>
          {description}
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
