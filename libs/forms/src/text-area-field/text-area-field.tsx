import { useField } from 'formik';
import { useId, type TextareaHTMLAttributes } from 'react';
import styles from './text-area-field.module.css';

export interface FormikTextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label: string;
  hint?: string;
}

/** A text of several lines bound to a Formik field, labelled and described like the kit's text field. */
export function FormikTextAreaField({ name, label, hint, required, ...rest }: FormikTextAreaFieldProps) {
  const [field, meta] = useField<string | undefined>(name);
  const id = `${useId()}-input`;
  const error = meta.touched ? meta.error : undefined;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <textarea
        {...rest}
        {...field}
        id={id}
        value={field.value ?? ''}
        required={required}
        className={error ? `${styles.input} ${styles.invalid}` : styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
