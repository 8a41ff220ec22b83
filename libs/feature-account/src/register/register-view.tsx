import { FieldRow, FormikCheckboxField, FormikTextField, PASSWORD_MAX, PASSWORD_MIN } from '@mall/forms';
import { Card } from '@mall/ui';
import type { FormikErrors } from 'formik';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AccountForm } from '../account-form/account-form';
import styles from '../shared/page.module.css';
import type { AccountTranslator } from '../shared/translator';
import type { RegisterSchema, RegisterValues } from './register-schema';

/** What the form holds: the schema's values before casting (the invitation code may be left empty). */
export type RegisterFormValues = {
  [Key in keyof RegisterValues]-?: Key extends 'agree_terms' ? boolean : string;
};

export interface RegisterViewProps {
  t: AccountTranslator;
  schema: RegisterSchema;
  /** Resolves when the attempt is over, with field errors the server found (e.g. the email is taken). */
  onSubmit: (values: RegisterFormValues) => Promise<FormikErrors<RegisterFormValues> | void>;
  loginHref: string;
  termsHref: string;
  /** "Continue with TikTok" (sign up without an e-mail) when the server offers it; the page passes it. */
  social?: ReactNode;
}

const initialValues: RegisterFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  confirm_password: '',
  invitation_code: '',
  agree_terms: false,
};

/** The registration screen (docs/requirements.md R4 rules; the terms must be agreed to before anything is sent). */
export function RegisterView({ t, schema, onSubmit, loginHref, termsHref, social }: RegisterViewProps) {
  const titleId = useId();
  return (
    <Card size="narrow" aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('register.title')}
      </h1>
      <p className={styles.intro}>{t('register.intro')}</p>
      <AccountForm<RegisterFormValues>
        initialValues={initialValues}
        schema={schema}
        onSubmit={onSubmit}
        submitLabel={t('register.submit')}
        fullWidth
      >
        <FieldRow narrow>
          <FormikTextField
            name="firstname"
            autoComplete="given-name"
            lang="en"
            label={t('register.firstname')}
            hint={t('register.nameHint')}
            required
          />
          <FormikTextField
            name="lastname"
            autoComplete="family-name"
            lang="en"
            label={t('register.lastname')}
            hint={t('register.nameHint')}
            required
          />
        </FieldRow>
        <FormikTextField
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t('register.email')}
          required
        />
        <FormikTextField
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('register.password')}
          hint={t('register.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          required
        />
        <FormikTextField
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          label={t('register.confirmPassword')}
          required
        />
        <FormikTextField name="invitation_code" autoComplete="off" label={t('register.invitationCode')} />
        <FormikCheckboxField
          name="agree_terms"
          label={t('register.agreeTerms')}
          description={
            <Link to={termsHref} target="_blank" rel="noopener">
              {t('register.readTerms')}
            </Link>
          }
        />
      </AccountForm>
      {social}
      <p className={styles.links}>
        <span>
          {t('register.haveAccount')} <Link to={loginHref}>{t('register.login')}</Link>
        </span>
      </p>
    </Card>
  );
}
