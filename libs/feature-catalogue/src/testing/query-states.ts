// Test and story support: a view's QueryState in each of its states.
import type { QueryState } from '../shared/query-state';

const idle = { isLoading: false, isFetching: false, error: undefined, retry: () => undefined };

export const loadedQuery = <Data>(data: Data): QueryState<Data> => ({ ...idle, data });

export const loadingQuery = <Data>(): QueryState<Data> => ({ ...idle, data: undefined, isLoading: true });

export const failedQuery = <Data>(error: unknown): QueryState<Data> => ({ ...idle, data: undefined, error });
