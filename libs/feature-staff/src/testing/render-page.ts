// Test-only: the shared page harness with the staff console's namespaces and its own storage keys; other
// locations show where the page sent the reviewer ("Now at …").
import { pageRenderer } from '@mall/sdk/testing/page';
import { createAppStore, LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';
import { staffStorage } from '../shared/staff-storage';

export { BASE_URL, startApiServer, testI18n } from '@mall/sdk/testing/page';

export const renderPage = pageRenderer({
  createStore: (sdk, storage) => createAppStore(sdk, staffStorage(storage)),
  createStorage: () => memoryStorage(),
  namespaces: ['staff', 'chat', 'common', 'errors'],
  showElsewhere: true,
});

/** A staff member's session on this device, under the console's own keys. */
export const signedInStorage = () =>
  memoryStorage({ [`staff:${TOKEN_KEY}`]: 'token-of-rita', [`staff:${LOGGED_IN_KEY}`]: '1' });
