import { configureStore } from '@reduxjs/toolkit';
import type { SdkConfig } from './config';
import { mallApi } from './generated/api.gen';

/** A store holding only the api slice, as a host app wires it; for the SDK's own specs. */
export function makeApiStore(config: SdkConfig) {
  return configureStore({
    reducer: { [mallApi.reducerPath]: mallApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { mallSdk: config } } }).concat(mallApi.middleware),
  });
}

export type ApiStore = ReturnType<typeof makeApiStore>;

/** Waits for every request the store has started, refetches after an invalidation included. */
export async function settled(store: ApiStore): Promise<void> {
  await Promise.all(store.dispatch(mallApi.util.getRunningQueriesThunk()));
}
