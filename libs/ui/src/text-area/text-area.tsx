import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from '../internal/class-names';
import { FieldFrame, fieldDescription } from '../text-field/field-frame';
import fieldStyles from '../text-field/text-field.module.css';
import styles from './text-area.module.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Help text under the field, linked with aria-describedby. */
  hint?: string;
  /** Error message; marks the field aria-invalid and is linked with aria-describedby. */
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The kit's text field for a text of several lines (a reason, a comment, a description). */
export function TextArea({
  label,
  hint,
  error,
  required,
  id,
  className,
  ref,
  rows = 4,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const generatedId = useId();
  const textAreaId = id ?? `${generatedId}-input`;
  const description = fieldDescription(textAreaId, { hint, error, describedBy });
  return (
    <FieldFrame
      controlId={textAreaId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <textarea
        ref={ref}
        id={textAreaId}
        rows={rows}
        className={cx(fieldStyles.input, styles.multiline, error && fieldStyles.invalid)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={description.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
}
