import type { CSSProperties } from 'react';
import { cx } from '../internal/class-names';
import styles from './rating.module.css';

export interface RatingProps {
  /** 0–5; rounded to one decimal. */
  value: number;
  /** Accessible name from the formatted value, e.g. "4.5" → "Rated 4.5 out of 5" (translated). */
  label: (formattedValue: string) => string;
  /** Formats the one-decimal value; default "4.5". Pass a locale formatter where needed. */
  formatValue?: (value: number) => string;
  /** Also print the value next to the stars. */
  showValue?: boolean;
  className?: string;
}

const MAX = 5;

/** Stars filled to the value, one decimal; role="img" with a translated label. */
export function Rating({
  value,
  label,
  formatValue = (v) => v.toFixed(1),
  showValue = false,
  className,
}: RatingProps) {
  const rounded = Math.round(Math.min(MAX, Math.max(0, Number.isFinite(value) ? value : 0)) * 10) / 10;
  const formatted = formatValue(rounded);
  const fill = { '--rating-fill': `${(rounded / MAX) * 100}%` } as CSSProperties;
  return (
    <span className={cx(styles.rating, className)}>
      {/* One element, its stars drawn by CSS: a card grid shows many ratings, each would otherwise be ten SVGs. */}
      <span className={styles.stars} role="img" aria-label={label(formatted)} style={fill} />
      {showValue && (
        <span className={styles.value} aria-hidden="true">
          {formatted}
        </span>
      )}
    </span>
  );
}
