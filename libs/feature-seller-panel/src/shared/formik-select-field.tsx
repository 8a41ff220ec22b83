import { useField } from 'formik';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './select-field.module.css';

export interface FormikSelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'value' | 'onChange' | 'onBlur'
> {
  name: string;
  label: string;
  /** The `<option>`s (and `<optgroup>`s). */
  children: ReactNode;
}

/** A choice from a list bound to a Formik field, labelled and described like the kit's text field. */
export function FormikSelectField({ name, label, required, children, ...rest }: FormikSelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `${useId()}-select`;
  const error = meta.touched ? meta.error : undefined;
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
      <select
        {...rest}
        {...field}
        id={id}
        required={required}
        className={error ? `${styles.select} ${styles.invalid}` : styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
