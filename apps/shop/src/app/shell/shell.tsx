import { routes } from '@mall/shop-routes';
import { AppHeader, ToasterBridge, ToastHost } from '@mall/ui';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { dismissLaunchShell } from '../../launch/dismiss-launch-shell';
import { useAppNavigation } from '../navigation';
import { BottomTabs } from './bottom-tabs';
import { AccountLinks, CartLink, ChatLink, SettingsButton } from './header-actions';
import { Preferences } from './preferences';
import { SearchBox } from './search-box/search-box';
import { headerSections, inSection } from './sections';
import styles from './shell.module.css';

// The settings sheet and the service button are seldom used: they load apart, when needed.
const SettingsSheet = lazy(() =>
  import('./settings-sheet').then(({ SettingsSheet }) => ({ default: SettingsSheet })),
);
const ServiceButton = lazy(() =>
  import('./service-button').then(({ ServiceButton }) => ({ default: ServiceButton })),
);

function SectionNav() {
  const { t } = useTranslation('common');
  return (
    <nav className={styles.sections} aria-label={t('nav.main')}>
      {headerSections.map((section) => (
        <NavLink key={section.to} to={section.to} replace>
          {t(section.label)}
        </NavLink>
      ))}
      <AccountLinks />
    </nav>
  );
}

/** Back, for phones (an installed shop has no browser bar); not on home, where there is nowhere to go back to. */
function BackButton() {
  const { t } = useTranslation('common');
  const { back } = useAppNavigation();
  const { pathname } = useLocation();
  if (inSection(pathname, routes.home())) return null;
  return (
    <button
      type="button"
      className={`${styles.iconAction} ${styles.phoneOnly}`}
      aria-label={t('nav.back')}
      onClick={back}
    >
      <ArrowLeft aria-hidden="true" />
    </button>
  );
}

export function Shell() {
  const { t } = useTranslation('common');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);
  useLayoutEffect(() => dismissLaunchShell(), []);
  return (
    <ToastHost dismissLabel={t('toast.dismiss')}>
      <div className={styles.shell}>
        <a
          className={styles.skip}
          href="#content"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById('content')?.focus();
          }}
        >
          {t('app.skipToContent')}
        </a>
        <AppHeader
          brand={
            <span className={styles.brandRow}>
              <BackButton />
              <Link to={routes.root()} className={styles.brand}>
                {t('app.name')}
              </Link>
            </span>
          }
          search={<SearchBox />}
          actions={
            <>
              <ChatLink />
              <CartLink />
              <SettingsButton
                onOpen={() => {
                  setSettingsUsed(true);
                  setSettingsOpen(true);
                }}
              />
            </>
          }
          navigation={<SectionNav />}
        />
        <main id="content" tabIndex={-1} className={styles.main}>
          <Suspense
            fallback={
              <p className={styles.pending} aria-busy="true">
                {t('launch.loading')}
              </p>
            }
          >
            <Outlet />
            {/*
             * In the page's boundary, so it appears with the page: a page's bottom bar lifts it, and shown first it
             * would be lifted under the shopper's eyes (a layout shift).
             */}
            <Suspense fallback={null}>
              <ServiceButton />
            </Suspense>
          </Suspense>
        </main>
        <footer className={styles.footer}>
          <Preferences className={styles.wideOnly} />
          <nav aria-label={t('footer.about')}>
            {(['terms', 'privacy', 'return', 'support', 'about_us', 'user'] as const).map((slug) => (
              <Link key={slug} to={routes.policy({ slug })}>
                {t(`footer.${slug === 'about_us' ? 'about' : slug}`)}
              </Link>
            ))}
          </nav>
          <p>{t('footer.version', { version: '1.0.8' })}</p>
        </footer>
        <BottomTabs />
        <Suspense fallback={null}>
          {settingsUsed && <SettingsSheet open={settingsOpen} onClose={() => setSettingsOpen(false)} />}
        </Suspense>
        <ToasterBridge />
      </div>
    </ToastHost>
  );
}
