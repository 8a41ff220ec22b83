import { languages, type Language } from '@mall/i18n';
import { mallApi, useGetStoreQuery } from '@mall/sdk';
import { ToastHost } from '@mall/ui';
import { currencyChosen, useAppDispatch, useAppSelector, useDisplayCurrency } from '@mall/session';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { HOME_PATH, useAppNavigation } from '../navigation';
import styles from './shell.module.css';
import { ToasterBridge } from './toaster-bridge';

function Switchers() {
  const { t, i18n } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { currency, currencies } = useDisplayCurrency();
  const changeLanguage = async (language: Language) => {
    await i18n.changeLanguage(language);
    // Catalogue text comes localised from the server: refetch it in the new language.
    dispatch(
      mallApi.util.invalidateTags([
        'Product',
        'Category',
        'Brand',
        'Ad',
        'News',
        'Blog',
        'Announcement',
        'Content',
        'Shop',
      ]),
    );
  };
  return (
    <div className={styles.switchers}>
      <label className={styles.switcher}>
        <span>{t('switcher.language')}</span>
        <select
          value={i18n.language}
          onChange={(event) => void changeLanguage(event.target.value as Language)}
        >
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.tag}>
              {language.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.switcher}>
        <span>{t('switcher.currency')}</span>
        <select
          value={currency?.code ?? ''}
          onChange={(event) => dispatch(currencyChosen(event.target.value))}
        >
          {currencies.map((item) => (
            <option key={item.code} value={item.code}>
              {item.code} {item.symbol}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function AccountLinks() {
  const { t } = useTranslation('common');
  const session = useAppSelector((state) => state.session);
  if (session.token) {
    return (
      <Link className={styles.accountLink} to="/pages/mine/dashboard">
        {session.user?.firstname ?? t('nav.account')}
      </Link>
    );
  }
  return (
    <span className={styles.accountLinks}>
      <Link to="/pages/users/login">{t('nav.login')}</Link>
      <Link to="/pages/users/register">{t('nav.register')}</Link>
    </span>
  );
}

function SearchBox() {
  const { t } = useTranslation('common');
  const { push } = useAppNavigation();
  const [keyword, setKeyword] = useState('');
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = keyword.trim();
        if (trimmed) push(`/pages/search/search?keyword=${encodeURIComponent(trimmed)}`);
      }}
    >
      <input
        type="search"
        aria-label={t('nav.search')}
        placeholder={t('nav.search')}
        value={keyword}
        maxLength={100}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit">{t('nav.search')}</button>
    </form>
  );
}

/** docs/requirements.md R1: a floating customer-service button when the website config gives a service or IM URL. */
function ServiceButton() {
  const { t } = useTranslation('common');
  const { data } = useGetStoreQuery({ type: 'website_config' });
  const config = data?.type === 'website_config' ? data.config : undefined;
  const url = config?.third_service_url || config?.service_url;
  if (!url) return null;
  const external = /^https?:\/\//.test(url);
  return external ? (
    <a
      className={styles.service}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('service.open')}
    >
      ?
    </a>
  ) : (
    <Link className={styles.service} to={url} aria-label={t('service.open')}>
      ?
    </Link>
  );
}

/** The main sections: switching between them replaces the history entry, as tabs do. */
const sections = [
  { to: HOME_PATH, label: 'nav.home' },
  { to: '/pages/category/category', label: 'nav.categories' },
  { to: '/pages/category/brands', label: 'nav.brands' },
  { to: '/pages/news/index', label: 'nav.news' },
  { to: '/pages/blog/blog', label: 'nav.blog' },
] as const;

function SectionNav() {
  const { t } = useTranslation('common');
  const { back } = useAppNavigation();
  const { pathname } = useLocation();
  const atHome = pathname === '/' || pathname === HOME_PATH;
  return (
    <nav className={styles.nav} aria-label={t('nav.main')}>
      {!atHome && (
        <button type="button" className={styles.back} onClick={back}>
          {t('nav.back')}
        </button>
      )}
      {sections.map((section) => (
        <NavLink key={section.to} to={section.to} replace>
          {t(section.label)}
        </NavLink>
      ))}
    </nav>
  );
}

export function Shell() {
  const { t } = useTranslation('common');
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
        <header className={styles.header}>
          <Link to="/" className={styles.brand}>
            {t('app.name')}
          </Link>
          <SearchBox />
          <Switchers />
          <AccountLinks />
        </header>
        <SectionNav />
        <main id="content" tabIndex={-1} className={styles.main}>
          <Suspense
            fallback={
              <p className={styles.pending} aria-busy="true">
                {t('launch.loading')}
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </main>
        <footer className={styles.footer}>
          <nav aria-label={t('footer.about')}>
            {(['terms', 'privacy', 'return', 'support', 'about_us', 'user'] as const).map((slug) => (
              <Link key={slug} to={`/pages/policy/${slug}`}>
                {t(`footer.${slug === 'about_us' ? 'about' : slug}`)}
              </Link>
            ))}
          </nav>
          <p>{t('footer.version', { version: '1.0.8' })}</p>
        </footer>
        <ServiceButton />
        <ToasterBridge />
      </div>
    </ToastHost>
  );
}
