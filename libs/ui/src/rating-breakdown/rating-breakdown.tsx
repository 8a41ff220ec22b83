import type { CSSProperties } from 'react';
import { cx } from '../internal/class-names';
import { visuallyHidden } from '../internal/visually-hidden';
import styles from './rating-breakdown.module.css';

export interface RatingBreakdownProps {
  /** How many ratings give 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  counts: readonly number[];
  /** The list's accessible name, e.g. "Ratings by stars". */
  label: string;
  /** A row's visible star label, e.g. 5 → "5★". */
  starsLabel: (stars: number) => string;
  /** A row's full text for assistive technology, e.g. (5, "12") → "5 stars: 12 reviews". */
  rowLabel: (stars: number, formattedCount: string) => string;
  /** Formats a count for the shopper's language. */
  formatCount?: (count: number) => string;
  className?: string;
}

const STARS = [5, 4, 3, 2, 1] as const;

/** Five bars, 5★ to 1★, each as long as its share of the ratings, with its count. */
export function RatingBreakdown({
  counts,
  label,
  starsLabel,
  rowLabel,
  formatCount = String,
  className,
}: RatingBreakdownProps) {
  const total = counts.reduce((sum, count) => sum + count, 0);
  return (
    <ul className={cx(styles.breakdown, className)} aria-label={label}>
      {STARS.map((stars) => {
        const count = counts[stars - 1] ?? 0;
        const share = total === 0 ? 0 : (count / total) * 100;
        const formatted = formatCount(count);
        return (
          <li key={stars} className={styles.row}>
            <span className={visuallyHidden}>{rowLabel(stars, formatted)}</span>
            <span className={styles.stars} aria-hidden="true">
              {starsLabel(stars)}
            </span>
            <span
              className={styles.bar}
              aria-hidden="true"
              style={{ '--share': `${share}%` } as CSSProperties}
            />
            <span className={styles.count} aria-hidden="true">
              {formatted}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
