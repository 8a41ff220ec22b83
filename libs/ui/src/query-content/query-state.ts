/** What a view needs to know of one server query: its data, whether it is loading, and how it failed. */
export interface QueryState<Data> {
  data: Data | undefined;
  /** No data yet, first load under way. */
  isLoading: boolean;
  /** A (re)load is under way; `data` may be from the previous arguments. */
  isFetching: boolean;
  /** Why the last load failed; undefined while a new attempt is under way. */
  error: unknown;
  retry: () => void;
}

/** The part of an RTK Query hook result (`useGetThingQuery(...)`) that `queryState` reads. */
export interface QueryResultLike<Data> {
  data?: Data;
  currentData?: Data;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface QueryStateOptions<Data, Selected> {
  /**
   * Keep the previous arguments' data on screen while the next loads (a list changing page; the default).
   * Without it, a different entity (another product, another article) shows as loading, not as the old one.
   */
  keepPrevious?: boolean;
  /** The part of the data the view needs. */
  select?: (data: Data) => Selected | undefined;
}

/** An RTK Query hook result as a view's `QueryState` (in containers). */
export function queryState<Data, Selected = Data>(
  result: QueryResultLike<Data>,
  { keepPrevious = true, select }: QueryStateOptions<Data, Selected> = {},
): QueryState<Selected> {
  const raw = keepPrevious ? result.data : result.currentData;
  // Without `select`, Selected is Data (its default).
  const data = raw === undefined ? undefined : select ? select(raw) : (raw as unknown as Selected);
  return {
    data,
    isLoading: result.isLoading || (data === undefined && result.isFetching),
    isFetching: result.isFetching,
    // A retry under way shows as loading, not as the failure it may mend.
    error: result.isError && !result.isFetching ? (result.error ?? true) : undefined,
    retry: () => void result.refetch(),
  };
}

const settled = { isLoading: false, isFetching: false, error: undefined, retry: () => undefined };

/** A query that answered `data` (stories and tests). */
export const loadedQuery = <Data>(data: Data): QueryState<Data> => ({ ...settled, data });

/** A query on its first load (stories and tests). */
export const loadingQuery = <Data>(): QueryState<Data> => ({ ...settled, data: undefined, isLoading: true });

/** A query that failed with `error` (stories and tests). */
export const failedQuery = <Data>(
  error: unknown = new Error('failed'),
  retry = () => undefined,
): QueryState<Data> => ({
  ...settled,
  data: undefined,
  error,
  retry,
});
