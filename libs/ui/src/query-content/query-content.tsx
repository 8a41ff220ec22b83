import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { cx } from '../internal/class-names';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import styles from './query-content.module.css';
import type { QueryState } from './query-state';

/** The words of the loading and failed states, already translated. */
export interface QueryContentLabels {
  /** Accessible name of the spinner, e.g. "Loading…". */
  loading: string;
  /** e.g. "We could not load this. Check your connection and try again." */
  error: string;
  /** The retry button, e.g. "Try again". */
  retry: string;
}

export interface QueryContentProps<Data> {
  state: QueryState<Data>;
  labels: QueryContentLabels;
  /** Whether the data is nothing to show (an empty list); `empty` then shows in its place. */
  isEmpty?: (data: Data) => boolean;
  /** What an empty answer shows, e.g. an `EmptyState`. */
  empty?: ReactNode;
  /** Shown during the first load instead of the spinner: a skeleton in the content's shape. */
  placeholder?: ReactNode;
  /** What particular failures show (e.g. "this category does not exist"); undefined for the generic one. */
  renderError?: (error: unknown) => ReactNode | undefined;
  children: (data: Data) => ReactNode;
  className?: string;
}

/**
 * One server query's states: a first load (a skeleton when given, else the kit's spinner), a failure (announced, with a way to try
 * again), an empty answer, or the content. While it reloads, the content stays and is marked busy.
 */
export function QueryContent<Data>({
  state,
  labels,
  isEmpty,
  empty,
  placeholder,
  renderError,
  children,
  className,
}: QueryContentProps<Data>) {
  if (state.error !== undefined && state.error !== null) {
    return (
      renderError?.(state.error) ?? (
        <div className={cx(styles.error, className)} role="alert">
          <p>{labels.error}</p>
          <Button variant="secondary" onClick={state.retry}>
            {labels.retry}
          </Button>
        </div>
      )
    );
  }
  if (state.isLoading || state.data === undefined) {
    if (placeholder !== undefined) {
      return (
        <div className={className} role="progressbar" aria-label={labels.loading} aria-busy="true">
          {placeholder}
        </div>
      );
    }
    return <LoadingIndicator className={cx(styles.loading, className)} active label={labels.loading} />;
  }
  if (empty !== undefined && isEmpty?.(state.data)) return <div className={className}>{empty}</div>;
  return (
    <div className={className} aria-busy={state.isFetching}>
      {children(state.data)}
    </div>
  );
}
