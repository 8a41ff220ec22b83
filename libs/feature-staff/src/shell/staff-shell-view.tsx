import { Button, Skeleton, visuallyHidden } from '@mall/ui';
import { type ReactNode, Suspense } from 'react';
import { NavLink } from 'react-router';
import { type QueueKind, queueKinds, staffPaths } from '../shared/staff-paths';
import type { StaffTranslator } from '../shared/translator';
import { LanguageSelect } from './language-select';
import styles from './staff-shell.module.css';

export interface StaffShellViewProps {
  t: StaffTranslator;
  /** The signed-in staff member's name, once known. */
  userName?: string;
  /** Tasks waiting per queue (undefined until known). */
  counts: Partial<Record<QueueKind, number>>;
  /** Admins also manage the staff accounts. */
  isAdmin: boolean;
  /** Customer service (role `support` or admin): the Support inbox with its unread messages (once known). */
  support?: { unread?: number };
  onShortcuts: () => void;
  onSignOut: () => void;
  /** The open screen. */
  children: ReactNode;
}

const sectionClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.section} ${styles.active}` : styles.section;

/** The console's frame (view): the brand and who is signed in, the queues with their counts, the screen. */
export function StaffShellView({
  t,
  userName,
  counts,
  isAdmin,
  support,
  onShortcuts,
  onSignOut,
  children,
}: StaffShellViewProps) {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <div className={styles.who}>
          <span className={styles.brand}>{t('app.name')}</span>
          {userName && <span className={styles.user}>{userName}</span>}
        </div>
        <div className={styles.tools}>
          <LanguageSelect />
          <Button variant="ghost" size="sm" onClick={onShortcuts} aria-keyshortcuts="?">
            {t('shortcuts.open')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onSignOut}>
            {t('app.signOut')}
          </Button>
        </div>
      </header>
      <nav className={styles.nav} aria-label={t('app.nav')}>
        {support && (
          <NavLink to={staffPaths.support} className={sectionClass}>
            <span>{t('support.nav')}</span>
            {support.unread !== undefined && (
              <span className={support.unread > 0 ? styles.count : styles.countZero}>
                <span aria-hidden="true">{support.unread}</span>
                <span className={visuallyHidden}>{t('support.unread', { count: support.unread })}</span>
              </span>
            )}
          </NavLink>
        )}
        <p className={styles.navHeading} aria-hidden="true">
          {t('app.queues')}
        </p>
        {queueKinds.map((kind) => {
          const count = counts[kind];
          return (
            <NavLink key={kind} to={staffPaths.queue(kind)} className={sectionClass}>
              <span>{t(`queues.${kind}.nav`)}</span>
              {count !== undefined && (
                <span className={count > 0 ? styles.count : styles.countZero}>
                  <span aria-hidden="true">{count}</span>
                  <span className={visuallyHidden}>{t('app.waiting', { count })}</span>
                </span>
              )}
            </NavLink>
          );
        })}
        <p className={styles.navHeading} aria-hidden="true">
          {t('app.records')}
        </p>
        <NavLink to={staffPaths.audit} className={sectionClass}>
          {t('audit.nav')}
        </NavLink>
        {isAdmin && (
          <NavLink to={staffPaths.members} className={sectionClass}>
            {t('members.nav')}
          </NavLink>
        )}
      </nav>
      <main className={styles.main}>
        <Suspense
          fallback={
            <div role="status" className={styles.loading}>
              <span className={visuallyHidden}>{t('common:state.loading')}</span>
              <Skeleton shape="short-line" />
              <Skeleton />
              <Skeleton />
            </div>
          }
        >
          {children}
        </Suspense>
      </main>
    </div>
  );
}
