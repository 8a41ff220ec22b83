import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import styles from './app-header.module.css';

export interface AppHeaderProps {
  /** The shop's name or logo, linking home. */
  brand: ReactNode;
  /** The search form; it takes the room the other parts leave. */
  search?: ReactNode;
  /** Icon buttons at the end (cart with its count, settings, account). */
  actions?: ReactNode;
  /** The main sections, shown under the bar on wider screens only (phones have a tab bar). */
  navigation?: ReactNode;
  className?: string;
}

/** The compact bar at the top of every page: one row on phones, staying in view while the page scrolls. */
export function AppHeader({ brand, search, actions, navigation, className }: AppHeaderProps) {
  return (
    <header className={cx(styles.header, className)}>
      <div className={styles.bar}>
        <div className={styles.brand}>{brand}</div>
        {search && <div className={styles.search}>{search}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {navigation && <div className={styles.navigation}>{navigation}</div>}
    </header>
  );
}
