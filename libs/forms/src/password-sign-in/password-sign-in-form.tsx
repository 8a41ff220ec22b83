import { Button } from '@mall/ui';
import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import type { ObjectSchema } from 'yup';
import { FormikTextField } from '../formik-fields/formik-fields';
import { FormikForm } from '../formik-form/formik-form';

export interface PasswordSignInValues {
  email: string;
  password: string;
}

export interface PasswordSignInFormProps {
  /** The fields' rules, with messages in the reader's language. */
  schema: ObjectSchema<PasswordSignInValues>;
  labels: { email: string; password: string; submit: string };
  /** Resolves when the attempt is over, with the server's errors to show beside the fields when it failed. */
  onSubmit: (values: PasswordSignInValues) => Promise<FormikErrors<PasswordSignInValues> | void>;
}

const initialValues: PasswordSignInValues = { email: '', password: '' };

/** Signing in to a Mall account with its email address and password. */
export function PasswordSignInForm({ schema, labels, onSubmit }: PasswordSignInFormProps) {
  const submit = async (values: PasswordSignInValues, helpers: FormikHelpers<PasswordSignInValues>) => {
    const serverErrors = await onSubmit(values);
    if (serverErrors) helpers.setErrors(serverErrors);
  };
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {(formik) => (
        <FormikForm schema={schema}>
          <FormikTextField
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            label={labels.email}
            required
          />
          <FormikTextField
            name="password"
            type="password"
            autoComplete="current-password"
            label={labels.password}
            required
          />
          <Button type="submit" fullWidth loading={formik.isSubmitting}>
            {labels.submit}
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}
