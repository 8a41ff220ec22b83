import type { ReactNode } from 'react';
import type { CatalogueT } from '../shared/i18n';
import type { QueryState } from '../shared/query-state';
import { ErrorState, LoadingState } from '../ui/status';

export interface QueryContentProps<Data> {
  state: QueryState<Data>;
  t: CatalogueT;
  /** What to show for particular failures (e.g. "this category does not exist"); the generic error otherwise. */
  renderError?: (error: unknown) => ReactNode | undefined;
  children: (data: Data) => ReactNode;
}

/** The loading, error and loaded states of one query. While it reloads, the content is marked busy. */
export function QueryContent<Data>({ state, t, renderError, children }: QueryContentProps<Data>) {
  if (state.error) {
    return (
      renderError?.(state.error) ?? (
        <ErrorState message={t('state.error')} retryLabel={t('state.retry')} onRetry={state.retry} />
      )
    );
  }
  if (state.isLoading || state.data === undefined) return <LoadingState label={t('state.loading')} />;
  return <div aria-busy={state.isFetching}>{children(state.data)}</div>;
}
