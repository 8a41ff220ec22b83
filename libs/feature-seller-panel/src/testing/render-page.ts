// Test-only: the shared page harness with the seller panel's namespaces; other locations show where the page
// sent the seller ("Now at …").
import { pageRenderer } from '@mall/sdk/testing/page';
import { createAppStore, LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';

export { BASE_URL, startApiServer, testI18n } from '@mall/sdk/testing/page';

export const renderPage = pageRenderer({
  createStore: createAppStore,
  createStorage: () => memoryStorage(),
  namespaces: ['seller-panel', 'common', 'errors'],
  showElsewhere: true,
});

/** A seller's session on this device. */
export const signedInStorage = () => memoryStorage({ [TOKEN_KEY]: 'token-of-ada', [LOGGED_IN_KEY]: '1' });
