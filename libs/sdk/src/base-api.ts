import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query/react';
import type { SdkConfig } from './config';
import { cacheTags } from './generated/operations.gen';
import type { JsonOperationName, OperationDescriptor } from './operation';
import { type ApiError, executeDescribed } from './request';

export interface MallBaseQueryArgs {
  operation: JsonOperationName;
  /** The operation's descriptor, carried by its endpoint: the runtime needs no table of every operation. */
  descriptor: OperationDescriptor;
  args: unknown;
}

/** The store's thunk extra argument must carry the SDK configuration under `mallSdk`. */
export interface MallSdkExtra {
  mallSdk: SdkConfig;
}

export interface MallQueryMeta {
  /** The message of a success-with-message answer (2000016). */
  message?: string;
}

export const mallBaseQuery: BaseQueryFn<MallBaseQueryArgs, unknown, ApiError, object, MallQueryMeta> = async (
  { descriptor, args },
  api,
) => {
  const config = (api.extra as Partial<MallSdkExtra> | undefined)?.mallSdk;
  if (!config) {
    throw new Error('@mall/sdk: configure the store with thunk extraArgument { mallSdk: SdkConfig }');
  }
  const result = await executeDescribed(config, descriptor, args, { signal: api.signal });
  return 'error' in result
    ? { error: result.error }
    : { data: result.data, meta: { message: result.message } };
};

/** The one RTK Query api; generated endpoints are injected into it (`mallApi`). */
export const baseApi = createApi({
  reducerPath: 'mallApi',
  baseQuery: mallBaseQuery,
  tagTypes: cacheTags,
  // Back online, what is on screen is read again: a live message heard while offline could not be fetched then.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/**
 * The one api, typed as `Api` (it with every group's endpoints): each group's module injected its own into this
 * same object as it loaded, and naming the groups here makes sure they have.
 */
export const withEveryGroup = <Api>(..._groups: readonly object[]) => baseApi as unknown as Api;
