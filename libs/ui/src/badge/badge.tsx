import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { BADGE_MAX } from '../internal/constants';
import hidden from '../internal/visually-hidden.module.css';
import styles from './badge.module.css';

export type BadgeTone = 'danger' | 'primary' | 'neutral';

export interface BadgeProps {
  count: number;
  /** Counts above this show as "999+" (spec: 999). */
  max?: number;
  /** What the count means for screen readers, e.g. "3 items in your cart" (already translated). */
  label: string;
  tone?: BadgeTone;
  /** The element the badge sits on (an icon or link); the badge is shown inline when absent. */
  children?: ReactNode;
  className?: string;
}

/** The visible text of a count: "999+" above max. */
export function formatBadgeCount(count: number, max: number = BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}

export function Badge({ count, max = BADGE_MAX, label, tone = 'danger', children, className }: BadgeProps) {
  const visible = count > 0;
  if (!children && !visible) return null;
  return (
    <span className={cx(styles.anchor, className)}>
      {children}
      {visible && (
        <>
          <span
            className={cx(styles.badge, styles[tone], children ? styles.attached : undefined)}
            aria-hidden="true"
          >
            {formatBadgeCount(count, max)}
          </span>
          <span className={hidden.visuallyHidden}>{label}</span>
        </>
      )}
    </span>
  );
}
