import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** Decorative illustration or icon; hidden from assistive technology. */
  icon?: ReactNode;
  /** A call to action, e.g. a Button or link. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({ title, message, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.emptyState, className)}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {message && <div className={styles.message}>{message}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
