// Test-only: the shared page harness with this library's namespaces; other locations show where the page
// sent the user ("Now at …").
import { operationHandler } from '@mall/sdk/testing';
import { BASE_URL, pageRenderer, startApiServer } from '@mall/sdk/testing/page';
import { createAppStore, LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';

import { currencies } from './fixtures';

export { BASE_URL, testI18n } from '@mall/sdk/testing/page';

/** The API server of a test file, answering the currency list (US dollars by default) for every test. */
export function startOrdersApi() {
  const server = startApiServer();
  beforeEach(() => server.use(operationHandler('getCurrencies', currencies, BASE_URL)));
  return server;
}

/** A signed-in shopper's storage. */
export const signedInStorage = () => memoryStorage({ [TOKEN_KEY]: 'token-of-ada', [LOGGED_IN_KEY]: '1' });

export const renderPage = pageRenderer({
  createStore: createAppStore,
  createStorage: signedInStorage,
  namespaces: ['orders', 'common', 'errors', 'follow'],
  showElsewhere: true,
});
