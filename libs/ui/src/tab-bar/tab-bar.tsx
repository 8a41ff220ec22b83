import type { ReactNode } from 'react';
import { Badge } from '../badge/badge';
import styles from './tab-bar.module.css';

export interface TabBarItem {
  id: string;
  label: string;
  /** A decorative icon (the label names the tab). */
  icon: ReactNode;
  href: string;
  /** The tab of the page being shown. */
  current?: boolean;
  /** A count on the icon (e.g. items in the cart) and what it means when spoken. */
  badge?: { count: number; label: string };
}

/** What a tab's link needs; an app passes its router's link component through `renderLink`. */
export interface TabBarLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

export interface TabBarProps {
  /** The navigation landmark's name (translated), e.g. "Main sections". */
  label: string;
  items: readonly TabBarItem[];
  renderLink?: (item: TabBarItem, props: TabBarLinkProps) => ReactNode;
}

const plainLink = (_item: TabBarItem, { href, children, ...props }: TabBarLinkProps) => (
  <a href={href} {...props}>
    {children}
  </a>
);

/**
 * The bar of main sections fixed along the bottom edge on phones (hidden on wider screens, where the header
 * carries them). Each tab is an icon over a one-line label, a full-height tap target.
 */
export function TabBar({ label, items, renderLink = plainLink }: TabBarProps) {
  return (
    <nav className={styles.bar} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            {renderLink(item, {
              href: item.href,
              className: styles.tab!,
              'aria-current': item.current ? 'page' : undefined,
              children: (
                <>
                  {item.badge ? (
                    <Badge count={item.badge.count} label={item.badge.label}>
                      <span className={styles.icon}>{item.icon}</span>
                    </Badge>
                  ) : (
                    <span className={styles.icon}>{item.icon}</span>
                  )}
                  <span className={styles.label}>{item.label}</span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
