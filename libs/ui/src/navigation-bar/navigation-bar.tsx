import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import styles from './navigation-bar.module.css';

interface BaseProps {
  title: ReactNode;
  /** Heading level of the title; pages usually have it as their h1. */
  titleAs?: 'h1' | 'h2' | 'span';
  /** Content before the title when there is no back button (e.g. a logo). */
  start?: ReactNode;
  /** Action buttons at the end (search, cart, share…). */
  actions?: ReactNode;
  className?: string;
}

interface WithBack extends BaseProps {
  onBack: () => void;
  /** aria-label of the back button (translated). */
  backLabel: string;
}

interface WithoutBack extends BaseProps {
  onBack?: undefined;
  backLabel?: undefined;
}

export type NavigationBarProps = WithBack | WithoutBack;

export function NavigationBar({
  title,
  titleAs: Title = 'h1',
  start,
  actions,
  onBack,
  backLabel,
  className,
}: NavigationBarProps) {
  return (
    <header className={cx(styles.bar, className)}>
      <div className={styles.start}>
        {onBack ? (
          <button type="button" className={styles.back} aria-label={backLabel} onClick={onBack}>
            <svg className={styles.backIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15.5 4.5 8 12l7.5 7.5" />
            </svg>
          </button>
        ) : (
          start
        )}
      </div>
      <Title className={styles.title}>{title}</Title>
      <div className={styles.actions}>{actions}</div>
    </header>
  );
}
