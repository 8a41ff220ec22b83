import { cx } from './class-names';
import styles from './spinner.module.css';

/** A purely decorative spinning ring; callers supply the accessible state (aria-busy, progressbar). */
export function Spinner({ className }: { className?: string }) {
  return <span className={cx(styles.spinner, className)} aria-hidden="true" />;
}
