import { Card, LoadingIndicator } from '@mall/ui';
import { lazy, Suspense, useId } from 'react';
import styles from '../shared/panel.module.css';
import type { PanelTranslator } from '../shared/translator';
import type { SignInFormProps } from './sign-in-form';
import own from './sign-in.module.css';

// The password form (Formik and Yup) loads apart: a seller handed over by the shop never needs it, and the
// first load stays small.
const SignInForm = lazy(() => import('./sign-in-form').then(({ SignInForm }) => ({ default: SignInForm })));

export interface SignInViewProps {
  t: PanelTranslator;
  /** A hand-over ticket is being exchanged. */
  handingOver: boolean;
  /** The ticket was refused: the password form is the way in. */
  ticketRefused: boolean;
  onSubmit: SignInFormProps['onSubmit'];
}

export function SignInView({ t, handingOver, ticketRefused, onSubmit }: SignInViewProps) {
  const titleId = useId();
  return (
    <Card size="narrow" aria-labelledby={titleId}>
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
          <Suspense fallback={<LoadingIndicator active label={t('common:state.loading')} />}>
            <SignInForm t={t} onSubmit={onSubmit} />
          </Suspense>
        </>
      )}
    </Card>
  );
}
