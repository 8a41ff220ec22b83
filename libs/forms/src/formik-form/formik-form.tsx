import { useFormikContext } from 'formik';
import { useRef, type ReactNode } from 'react';
import { FormAssist } from '../formik-fields/formik-fields';
import styles from './formik-form.module.css';

/**
 * The `<form>` of a Formik form (render it inside `<Formik>`): its fields one under another, checked by the
 * schema rather than the browser, with FormAssist's focus and language help.
 */
export function FormikForm({ schema, children }: { schema: unknown; children: ReactNode }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { handleSubmit } = useFormikContext();
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormAssist formRef={formRef} schema={schema} />
      {children}
    </form>
  );
}

/**
 * Fields side by side while each has room, one under another on a phone. In a narrow card (`narrow`), short
 * fields such as names take less room, so they still sit side by side on a wide screen.
 */
export function FieldRow({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return <div className={narrow ? styles.narrowRow : styles.row}>{children}</div>;
}
