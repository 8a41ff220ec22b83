import { FormAssist, FormikTextField } from '@mall/forms';
import { Button, LoadingIndicator } from '@mall/ui';
import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useId, useRef } from 'react';
import styles from '../shared/panel.module.css';
import type { PanelTranslator } from '../shared/translator';
import type { SignInSchema, SignInValues } from './sign-in-schema';
import own from './sign-in.module.css';

export interface SignInViewProps {
  t: PanelTranslator;
  schema: SignInSchema;
  /** A hand-over ticket is being exchanged. */
  handingOver: boolean;
  /** The ticket was refused: the password form is the way in. */
  ticketRefused: boolean;
  onSubmit: (values: SignInValues) => Promise<FormikErrors<SignInValues> | void>;
}

const initialValues: SignInValues = { email: '', password: '' };

export function SignInView({ t, schema, handingOver, ticketRefused, onSubmit }: SignInViewProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submit = async (values: SignInValues, helpers: FormikHelpers<SignInValues>) => {
    const errors = await onSubmit(values);
    if (errors) helpers.setErrors(errors);
  };
  return (
    <section className={own.box} aria-labelledby={titleId}>
      <p className={own.brand}>{t('app.name')}</p>
      <h1 id={titleId} className={styles.title}>
        {t('signIn.title')}
      </h1>
      {handingOver ? (
        <LoadingIndicator active label={t('signIn.handingOver')} />
      ) : (
        <>
          {ticketRefused && (
            <p role="alert" className={styles.alert}>
              {t('signIn.ticketRefused')}
            </p>
          )}
          <p className={styles.intro}>{t('signIn.intro')}</p>
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
        </>
      )}
    </section>
  );
}
