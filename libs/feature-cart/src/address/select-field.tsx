import { useField } from 'formik';
import { useId } from 'react';
import styles from './address.module.css';

export interface SelectOption {
  code: string;
  name: string;
}

export interface FormikSelectFieldProps {
  name: string;
  label: string;
  /** The first, empty choice ("Choose a country"). */
  placeholder: string;
  options: readonly SelectOption[];
  required?: boolean;
  autoComplete?: string;
  /** Called after the choice changed, with the new code. */
  onChosen?: (code: string) => void;
}

/** A native select bound to a Formik field, with the kit's label and error look. */
export function FormikSelectField({
  name,
  label,
  placeholder,
  options,
  required,
  autoComplete,
  onChosen,
}: FormikSelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const error = meta.touched ? meta.error : undefined;
  const known = options.some((option) => option.code === field.value);
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
        id={id}
        name={field.name}
        className={error ? `${styles.select} ${styles.invalid}` : styles.select}
        value={field.value ?? ''}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onBlur={field.onBlur}
        onChange={(event) => {
          void helpers.setValue(event.target.value);
          onChosen?.(event.target.value);
        }}
      >
        <option value="">{placeholder}</option>
        {/* A saved code the list does not name (yet) stays choosable. */}
        {field.value && !known && <option value={field.value}>{field.value}</option>}
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
