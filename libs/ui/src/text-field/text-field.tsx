import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cx } from '../internal/class-names';
import { FieldFrame, fieldDescription } from './field-frame';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Help text under the field, linked with aria-describedby. */
  hint?: string;
  /** Error message; marks the field aria-invalid and is linked with aria-describedby. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const description = fieldDescription(inputId, { hint, error, describedBy });
  return (
    <FieldFrame
      controlId={inputId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <input
        ref={ref}
        id={inputId}
        className={cx(styles.input, error && styles.invalid)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={description.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
}
