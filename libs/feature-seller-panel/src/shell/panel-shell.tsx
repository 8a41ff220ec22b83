import { baseApi, useGetSellerProfileQuery, useLogoutMutation } from '@mall/sdk';
import { signedOut, useAppDispatch } from '@mall/session';
import { Button, ConfirmDialog } from '@mall/ui';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { panelPaths } from '../shared/panel-paths';
import { PANEL_NAMESPACES } from '../shared/translator';
import { LanguageSelect } from './language-select';
import { MessagesLink } from './messages-link';
import { PageLoading } from './page-loading';
import styles from './panel-shell.module.css';

const sections = [
  { to: panelPaths.sales, label: 'app.sales' },
  { to: panelPaths.orders, label: 'app.orders' },
  { to: panelPaths.products, label: 'app.products' },
  { to: panelPaths.profile, label: 'app.profile' },
  { to: panelPaths.payment, label: 'app.payment' },
] as const;

/** The seller app's frame: who is signed in, the sections, and signing out; a screen loads inside it. */
export function PanelShell() {
  const { t } = useTranslation(PANEL_NAMESPACES);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: profile } = useGetSellerProfileQuery();
  const [logout, logoutState] = useLogoutMutation();
  const [confirming, setConfirming] = useState(false);

  const signOut = async () => {
    // Signed out here whatever the server answers: the seller asked to leave this device's session.
    await logout();
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    navigate(panelPaths.signIn, { replace: true });
  };

  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <div className={styles.who}>
          <span className={styles.brand}>{t('app.name')}</span>
          {profile?.shop && <span className={styles.shop}>{profile.shop.name}</span>}
        </div>
        <div className={styles.tools}>
          <LanguageSelect />
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            {t('app.signOut')}
          </Button>
        </div>
      </header>
      <nav className={styles.nav} aria-label={t('app.nav')}>
        {sections.map((section) => (
          <NavLink
            key={section.to}
            to={section.to}
            className={({ isActive }) => (isActive ? `${styles.section} ${styles.active}` : styles.section)}
          >
            {t(section.label)}
          </NavLink>
        ))}
        <MessagesLink className={styles.section ?? ''} activeClassName={styles.active ?? ''} />
      </nav>
      <main className={styles.main}>
        <Suspense fallback={<PageLoading t={t} />}>
          <Outlet />
        </Suspense>
      </main>
      <ConfirmDialog
        open={confirming}
        title={t('app.signOutTitle')}
        message={t('app.signOutMessage')}
        confirmLabel={t('app.signOut')}
        cancelLabel={t('app.stay')}
        tone="danger"
        confirming={logoutState.isLoading}
        onConfirm={() => void signOut()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
