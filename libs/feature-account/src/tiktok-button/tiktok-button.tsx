import { useGetSignInProvidersQuery } from '@mall/sdk';
import { Button } from '@mall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openExternal } from '../shared/browser';
import { useStartSocialLogin } from '../shared/use-start-social-login';
import styles from './tiktok-button.module.css';

export interface TiktokButtonViewProps {
  /** The "or" between the e-mail form and the button. */
  divider: string;
  label: string;
  /** Shown under the button when the server offers the local sandbox, not the real platform. */
  sandboxNote?: string;
  loading: boolean;
  onClick: () => void;
}

/** "Continue with TikTok", with the sandbox's label when it is the local stand-in. */
export function TiktokButtonView({ divider, label, sandboxNote, loading, onClick }: TiktokButtonViewProps) {
  return (
    <div className={styles.block}>
      <p className={styles.divider}>{divider}</p>
      <Button variant="secondary" fullWidth loading={loading} onClick={onClick}>
        <span aria-hidden="true" className={styles.mark}>
          ♪
        </span>
        {label}
      </Button>
      {sandboxNote && <p className={styles.note}>{sandboxNote}</p>}
    </div>
  );
}

export interface ContinueWithTiktokProps {
  /** Where to go once signed in (an in-app path). */
  returnTo: string;
  /** Sends the browser to the platform (a full navigation by default). */
  openUrl?: (url: string) => void;
}

/**
 * Signs in — or signs up, when the TikTok account is new to Mall — with the short-video platform. Nothing is
 * shown when the server does not offer it.
 */
export function ContinueWithTiktok({ returnTo, openUrl = openExternal }: ContinueWithTiktokProps) {
  const { t } = useTranslation('account');
  const providers = useGetSignInProvidersQuery();
  const { startLogin } = useStartSocialLogin(openUrl);
  const [leaving, setLeaving] = useState(false);
  const tiktok = providers.data?.tiktok;
  if (!tiktok?.enabled) return null;
  return (
    <TiktokButtonView
      divider={t('tiktok.or')}
      label={t('tiktok.continue')}
      sandboxNote={tiktok.sandbox ? t('tiktok.sandboxNote') : undefined}
      loading={leaving}
      onClick={() => {
        setLeaving(true);
        void startLogin(returnTo).then((started) => {
          if (!started) setLeaving(false);
        });
      }}
    />
  );
}
