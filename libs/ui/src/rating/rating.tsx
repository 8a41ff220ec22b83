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
const STARS = Array.from({ length: MAX }, (_, i) => i);

function Star() {
  return (
    <svg className={styles.star} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

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
      <span className={styles.stars} role="img" aria-label={label(formatted)} style={fill}>
        <span className={styles.empty}>
          {STARS.map((i) => (
            <Star key={i} />
          ))}
        </span>
        <span className={styles.filled}>
          {STARS.map((i) => (
            <Star key={i} />
          ))}
        </span>
      </span>
      {showValue && (
        <span className={styles.value} aria-hidden="true">
          {formatted}
        </span>
      )}
    </span>
  );
}
