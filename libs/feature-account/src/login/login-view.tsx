import { FormAssist, FormikTextField } from '@mall/forms';
import { Button } from '@mall/ui';
import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import styles from '../shared/page.module.css';
import type { AccountTranslator } from '../shared/translator';
import type { LoginSchema, LoginValues } from './login-schema';

export interface LoginViewProps {
  t: AccountTranslator;
  schema: LoginSchema;
  /** Resolves when the attempt is over, with the server's errors to show beside the fields when it failed. */
  onSubmit: (values: LoginValues) => Promise<FormikErrors<LoginValues> | void>;
  /** The visitor was sent here from a page that needs an account (docs/requirements.md R5). */
  signInRequired: boolean;
  registerHref: string;
  socialLoginHref: string;
}

const initialValues: LoginValues = { email: '', password: '' };

/** The login screen: email and password, with ways to register or use the social platform instead. */
export function LoginView({
  t,
  schema,
  onSubmit,
  signInRequired,
  registerHref,
  socialLoginHref,
}: LoginViewProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const submit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    const serverErrors = await onSubmit(values);
    if (serverErrors) helpers.setErrors(serverErrors);
  };
  return (
    <section className={styles.narrow} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('account:login.title')}
      </h1>
      {signInRequired && (
        <p role="status" className={styles.notice}>
          {t('common:auth.required')}
        </p>
      )}
      <p className={styles.intro}>{t('account:login.intro')}</p>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {(formik) => (
          <form ref={formRef} className={styles.form} noValidate onSubmit={formik.handleSubmit}>
            <FormAssist formRef={formRef} schema={schema} />
            <FormikTextField
              name="email"
              type="email"
              inputMode="email"
              autoComplete="username"
              label={t('account:login.email')}
              required
            />
            <FormikTextField
              name="password"
              type="password"
              autoComplete="current-password"
              label={t('account:login.password')}
              required
            />
            <Button type="submit" fullWidth loading={formik.isSubmitting}>
              {t('account:login.submit')}
            </Button>
          </form>
        )}
      </Formik>
      <p className={styles.links}>
        <span>
          {t('account:login.noAccount')} <Link to={registerHref}>{t('account:login.register')}</Link>
        </span>
        <Link to={socialLoginHref}>{t('account:login.social')}</Link>
      </p>
    </section>
  );
}
