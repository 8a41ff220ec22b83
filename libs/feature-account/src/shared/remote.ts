/** Server data as a view shows it: loading, failed (with a way to try again), or there. */
export type Remote<T> =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; data: T; refreshing: boolean };

/** An RTK Query result as a `Remote`; data already shown stays while it is fetched again. */
export function remote<T>(result: {
  data?: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}): Remote<T> {
  if (result.data !== undefined) return { status: 'ready', data: result.data, refreshing: result.isFetching };
  if (result.isError && !result.isFetching) return { status: 'error', retry: () => void result.refetch() };
  return { status: 'loading' };
}
