import {
  getCurrenciesOperation,
  getLanguagesOperation,
  getSeriesCategoriesOperation,
  getStoreOperation,
  getUserInfoOperation,
  accountApi,
  catalogueApi,
  configurationApi,
} from '@mall/sdk';
import { type AppStore, wasLoggedIn } from '@mall/session';
import type { FirstRequest } from './first-requests';

export const AD_TIMESTAMP_KEY = 'ad-time';

/**
 * docs/requirements.md R3.2, launch: store the ad timestamp; with a stored token (or the logged-in flag) fetch the user and
 * mark the session signed in; start loading ads, website config, brands and categories; and, before
 * mounting, load the currencies and languages. Resolves true when the app may mount (a truthy currency
 * result), false when it must show the error screen.
 */
export async function launch(store: AppStore, storage: Storage | undefined): Promise<boolean> {
  try {
    storage?.setItem(AD_TIMESTAMP_KEY, String(Date.now()));
  } catch {
    // Storage unavailable: the timestamp is only a hint for ad rotation.
  }
  const { dispatch } = store;
  // The session takes the user and marks itself signed in from the answer.
  const hadSession = Boolean(store.getState().session.token) || wasLoggedIn(storage);
  if (hadSession) {
    void dispatch(accountApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
  }
  // Started now, read from the cache when the home page asks (no subscription is kept from here).
  void dispatch(configurationApi.endpoints.getStore.initiate({ type: 'advert' }, { subscribe: false }));
  void dispatch(
    configurationApi.endpoints.getStore.initiate({ type: 'website_config' }, { subscribe: false }),
  );
  void dispatch(catalogueApi.endpoints.getAllBrands.initiate({ limit: 10 }, { subscribe: false }));
  void dispatch(catalogueApi.endpoints.getSeriesCategories.initiate(undefined, { subscribe: false }));
  const loadSettings = async () => {
    const [currencies] = await Promise.all([
      dispatch(configurationApi.endpoints.getCurrencies.initiate(undefined, { subscribe: false })),
      dispatch(configurationApi.endpoints.getLanguages.initiate(undefined, { subscribe: false })),
    ]);
    return currencies;
  };
  let currencies = await loadSettings();
  // A stored token the server no longer knows signs the shopper out mid-launch, and signing out empties the API
  // cache, answers in flight included: the settings are asked for again rather than failing the launch.
  if (!currencies.data && hadSession && !store.getState().session.token) currencies = await loadSettings();
  return Boolean(currencies.data && currencies.data.list.length > 0);
}

/**
 * The launch's GET requests below, as the page's first script sends them before the app loads (the app then
 * takes their answers): the settings the app waits for before it mounts, and what every page's header reads.
 */
export function launchRequests(hadSession: boolean): FirstRequest[] {
  return [
    ...(hadSession ? [{ operation: getUserInfoOperation, args: undefined }] : []),
    { operation: getCurrenciesOperation, args: undefined },
    { operation: getLanguagesOperation, args: undefined },
    { operation: getStoreOperation, args: { type: 'website_config' } },
    { operation: getSeriesCategoriesOperation, args: undefined },
  ];
}
