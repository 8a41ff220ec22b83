import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
// The api without its endpoints: each is injected with the code that uses it.
import { baseApi, type SdkConfig } from '@mall/sdk';
// The one place the raw hooks are imported: everything else uses the typed ones below.
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector } from 'react-redux';
import { loadSession, saveSession } from './persistence';
import { CURRENCY_KEY, loadPreferences, preferencesReducer } from './preferences-slice';
import { sessionReducer, signedOut } from './session-slice';

/** The SDK settings the app provides; the session supplies the token and clears it. */
export type AppSdkConfig = Omit<SdkConfig, 'getToken' | 'clearToken'>;

export function createAppStore(sdk: AppSdkConfig, storage: Storage | undefined = globalThis.localStorage) {
  const config: SdkConfig = {
    ...sdk,
    getToken: () => store.getState().session.token,
    clearToken: () => {
      store.dispatch(signedOut());
      store.dispatch(baseApi.util.resetApiState());
    },
  };
  const store = configureStore({
    reducer: {
      session: sessionReducer,
      preferences: preferencesReducer,
      [baseApi.reducerPath]: baseApi.reducer,
    },
    preloadedState: { session: loadSession(storage), preferences: loadPreferences(storage) },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { mallSdk: config } } }).concat(baseApi.middleware),
  });
  // The browser's online and offline events reach the api (`refetchOnReconnect`).
  setupListeners(store.dispatch);
  let saved = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (state.session !== saved.session) saveSession(storage, state.session);
    if (state.preferences !== saved.preferences) {
      try {
        storage?.setItem(CURRENCY_KEY, state.preferences.currency);
      } catch {
        // Storage unavailable: the choice lasts for this page only.
      }
    }
    saved = state;
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
