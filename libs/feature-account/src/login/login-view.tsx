import { PasswordSignInForm } from '@mall/forms';
import { Card } from '@mall/ui';
import type { FormikErrors } from 'formik';
import { useId, type ReactNode } from 'react';
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
  /** "Continue with TikTok" when the server offers it (the page passes its container). */
  social?: ReactNode;
}

/** The login screen: email and password, with ways to register or use the social platform instead. */
export function LoginView({ t, schema, onSubmit, signInRequired, registerHref, social }: LoginViewProps) {
  const titleId = useId();
  return (
    <Card size="narrow" aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('account:login.title')}
      </h1>
      {signInRequired && (
        <p role="status" className={styles.notice}>
          {t('common:auth.required')}
        </p>
      )}
      <p className={styles.intro}>{t('account:login.intro')}</p>
      <PasswordSignInForm
        schema={schema}
        labels={{
          email: t('account:login.email'),
          password: t('account:login.password'),
          submit: t('account:login.submit'),
        }}
        onSubmit={onSubmit}
      />
      {social}
      <p className={styles.links}>
        <span>
          {t('account:login.noAccount')} <Link to={registerHref}>{t('account:login.register')}</Link>
        </span>
      </p>
    </Card>
  );
}
