import { Button, Card } from '@mall/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import styles from '../shared/page.module.css';
import type { AccountTranslator } from '../shared/translator';

/** Where a social sign-in stands, from the button to the platform's callback and after. */
export type SocialLoginPhase =
  'idle' | 'starting' | 'completing' | 'binding' | 'bound' | 'notBound' | 'failed' | 'bindFailed';

export interface SocialLoginViewProps {
  t: AccountTranslator;
  phase: SocialLoginPhase;
  /** Sends the browser to the platform to sign in. */
  onStart: () => void;
  loginHref: string;
  dashboardHref: string;
}

export function SocialLoginView({ t, phase, onStart, loginHref, dashboardHref }: SocialLoginViewProps) {
  const titleId = useId();
  const emailLogin = <Link to={loginHref}>{t('social.emailLogin')}</Link>;
  const dashboard = <Link to={dashboardHref}>{t('social.dashboard')}</Link>;
  return (
    <Card size="narrow" aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('social.title')}
      </h1>
      {(phase === 'idle' || phase === 'starting') && (
        <>
          <p className={styles.intro}>{t('social.intro')}</p>
          <Button fullWidth loading={phase === 'starting'} onClick={onStart}>
            {t('social.start')}
          </Button>
          <p className={styles.links}>{emailLogin}</p>
        </>
      )}
      {(phase === 'completing' || phase === 'binding') && (
        <p role="status" aria-busy="true">
          {t(phase === 'completing' ? 'social.completing' : 'social.binding')}
        </p>
      )}
      {phase === 'notBound' && (
        <>
          <p role="alert" className={styles.notice}>
            {t('social.notBound')}
          </p>
          <p className={styles.links}>{emailLogin}</p>
        </>
      )}
      {phase === 'failed' && (
        <>
          <p role="alert" className={styles.alert}>
            {t('social.failed')}
          </p>
          <Button onClick={onStart}>{t('common:state.retry')}</Button>
          <p className={styles.links}>{emailLogin}</p>
        </>
      )}
      {phase === 'bound' && (
        <>
          <p role="status">{t('social.bound')}</p>
          <p className={styles.links}>{dashboard}</p>
        </>
      )}
      {phase === 'bindFailed' && (
        <>
          <p role="alert" className={styles.alert}>
            {t('social.bindFailed')}
          </p>
          <p className={styles.links}>{dashboard}</p>
        </>
      )}
    </Card>
  );
}
