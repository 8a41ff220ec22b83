/** What a view needs to know of one server query: its data, whether it is loading, and how it failed. */
export interface QueryState<Data> {
  data: Data | undefined;
  /** No data yet, first load under way. */
  isLoading: boolean;
  /** A (re)load is under way; `data` may be from the previous arguments. */
  isFetching: boolean;
  error: unknown;
  retry: () => void;
}

interface QueryResult<Data> {
  data?: Data;
  currentData?: Data;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * An RTK Query hook result as a view's `QueryState` (containers only), optionally with the part of the data
 * the view needs (`select`). With `keepPrevious` (the default), the previous arguments' data stays on
 * screen while the next loads (a list changing page); without it, a different entity (another product)
 * shows as loading rather than the old one.
 */
export function queryState<Data, Selected = Data>(
  result: QueryResult<Data>,
  {
    keepPrevious = true,
    select,
  }: { keepPrevious?: boolean; select?: (data: Data) => Selected | undefined } = {},
): QueryState<Selected> {
  const raw = keepPrevious ? result.data : result.currentData;
  // Without `select`, Selected is Data (its default).
  const data = raw === undefined ? undefined : select ? select(raw) : (raw as unknown as Selected);
  return {
    data,
    isLoading: result.isLoading || (data === undefined && result.isFetching),
    isFetching: result.isFetching,
    error: result.error,
    retry: () => void result.refetch(),
  };
}
