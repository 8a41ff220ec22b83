/** What a view shows for one server query: a first load, a failure it can retry, or the data. */
export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: T };

interface QueryResult<T> {
  currentData?: T;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * An RTK Query hook result as a `Loadable` (containers only). `currentData` is the data for the current
 * arguments only, so the next list page or another article shows as loading, never as the previous one;
 * a refetch of the same arguments (the language changed) keeps the data on screen.
 */
export function loadable<T>(query: QueryResult<T>): Loadable<T> {
  if (query.currentData !== undefined) return { status: 'ready', data: query.currentData };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'loading' };
}
