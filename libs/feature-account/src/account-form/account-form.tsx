import { FormikForm } from '@mall/forms';
import { Button } from '@mall/ui';
import { Formik, type FormikErrors, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import styles from './account-form.module.css';

export interface AccountFormProps<Values extends FormikValues> {
  initialValues: Values;
  /** The form's rules: its schema file's factory, with messages in the reader's language. */
  schema: AnyObjectSchema;
  /** Resolves when the attempt is over, with the server's errors to show beside the fields when it failed. */
  onSubmit(values: Values): Promise<FormikErrors<Values> | void>;
  submitLabel: string;
  /** The submit button spans the form (a screen's one form, such as registering). */
  fullWidth?: boolean;
  /** A quiet button beside the submit one: "Cancel", "Use another address". */
  secondary?: { label: string; onClick(): void };
  /** The fields, one under another (in rows with `FieldRow`). */
  children: ReactNode;
}

/**
 * An account form: its fields checked by the schema, then sent; what the server refuses (a wrong password, a taken
 * address, a wrong code) is shown beside the field it concerns. Registering, linking TikTok with the password, and
 * adding an e-mail address with its code are this form with other fields.
 */
export function AccountForm<Values extends FormikValues>({
  initialValues,
  schema,
  onSubmit,
  submitLabel,
  fullWidth,
  secondary,
  children,
}: AccountFormProps<Values>) {
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        const errors = await onSubmit(values);
        if (errors) helpers.setErrors(errors);
      }}
    >
      {(formik) => {
        const submit = (
          <Button type="submit" fullWidth={fullWidth} loading={formik.isSubmitting}>
            {submitLabel}
          </Button>
        );
        return (
          <FormikForm schema={schema}>
            {children}
            {secondary ? (
              <div className={styles.actions}>
                {submit}
                <Button variant="ghost" onClick={secondary.onClick}>
                  {secondary.label}
                </Button>
              </div>
            ) : (
              submit
            )}
          </FormikForm>
        );
      }}
    </Formik>
  );
}
