import { FormAssist, FormikTextField } from '@mall/forms';
import { Button } from '@mall/ui';
import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useMemo, useRef } from 'react';
import styles from '../shared/panel.module.css';
import type { PanelTranslator } from '../shared/translator';
import { signInSchema, type SignInValues } from './sign-in-schema';

export interface SignInFormProps {
  t: PanelTranslator;
  /** Resolves the errors to show beside the fields when the sign-in failed. */
  onSubmit: (values: SignInValues) => Promise<FormikErrors<SignInValues> | void>;
}

const initialValues: SignInValues = { email: '', password: '' };

/** The account's email and password. */
export function SignInForm({ t, onSubmit }: SignInFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useMemo(() => signInSchema(t), [t]);
  const submit = async (values: SignInValues, helpers: FormikHelpers<SignInValues>) => {
    const errors = await onSubmit(values);
    if (errors) helpers.setErrors(errors);
  };
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {(formik) => (
        <form ref={formRef} className={styles.form} noValidate onSubmit={formik.handleSubmit}>
          <FormAssist formRef={formRef} schema={schema} />
          <FormikTextField
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            label={t('signIn.email')}
            required
          />
          <FormikTextField
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('signIn.password')}
            required
          />
          <Button type="submit" fullWidth loading={formik.isSubmitting}>
            {t('signIn.submit')}
          </Button>
        </form>
      )}
    </Formik>
  );
}
