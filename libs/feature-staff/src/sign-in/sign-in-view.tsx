import { PasswordSignInForm, type PasswordSignInFormProps } from '@mall/forms';
import { Card } from '@mall/ui';
import { useId, useMemo } from 'react';
import styles from '../shared/staff.module.css';
import type { StaffTranslator } from '../shared/translator';
import { signInSchema } from './sign-in-schema';

/** Why the last attempt did not sign in, beyond a field's own error. */
export type SignInProblem = { kind: 'throttled'; retryAfterSeconds: number } | null;

export interface SignInViewProps {
  t: StaffTranslator;
  problem: SignInProblem;
  onSubmit: PasswordSignInFormProps['onSubmit'];
}

/** The console's way in: a staff account's email and password (no hand-over from the shop). */
export function SignInView({ t, problem, onSubmit }: SignInViewProps) {
  const titleId = useId();
  const schema = useMemo(() => signInSchema(t), [t]);
  return (
    <div className={styles.signInPage}>
      <Card size="narrow" aria-labelledby={titleId}>
        <p className={styles.brand}>{t('app.name')}</p>
        <h1 id={titleId} className={styles.title}>
          {t('signIn.title')}
        </h1>
        <p className={styles.muted}>{t('signIn.intro')}</p>
        {problem && (
          <p role="alert" className={styles.alert}>
            {t('signIn.throttled', { count: Math.max(1, Math.ceil(problem.retryAfterSeconds / 60)) })}
          </p>
        )}
        <PasswordSignInForm
          schema={schema}
          labels={{ email: t('signIn.email'), password: t('signIn.password'), submit: t('signIn.submit') }}
          onSubmit={onSubmit}
        />
      </Card>
    </div>
  );
}
