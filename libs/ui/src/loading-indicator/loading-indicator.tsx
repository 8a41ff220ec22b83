import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { LOADING_LINGER_MS } from '../internal/constants';
import { Spinner } from '../internal/spinner';
import styles from './loading-indicator.module.css';
import { useLingeringFlag } from './use-lingering-flag';

export interface LoadingState {
  /** Loading right now: the spinner shows. */
  active: boolean;
  /** Loading now or within the last lingerMs (spec: 2 s), e.g. to keep submit buttons locked. */
  flagged: boolean;
}

export interface LoadingIndicatorProps {
  active: boolean;
  /** Accessible name of the spinner, e.g. "Loading" (translated). */
  label: string;
  lingerMs?: number;
  /** Content covered by the indicator; a function receives the loading state. */
  children?: ReactNode | ((state: LoadingState) => ReactNode);
  className?: string;
}

export function LoadingIndicator({
  active,
  label,
  lingerMs = LOADING_LINGER_MS,
  children,
  className,
}: LoadingIndicatorProps) {
  const flagged = useLingeringFlag(active, lingerMs);
  const content = typeof children === 'function' ? children({ active, flagged }) : children;
  return (
    <div className={cx(styles.container, className)} aria-busy={active} data-flagged={flagged}>
      {content}
      {active && (
        <div className={cx(styles.overlay, content == null && styles.inline)}>
          <span className={styles.spinner} role="progressbar" aria-label={label}>
            <Spinner />
          </span>
        </div>
      )}
    </div>
  );
}
