// Test-only: the shared page harness with this library's namespaces; other locations show where the page
// sent the user ("Now at …").
import { pageRenderer } from '@mall/sdk/testing/page';
import { createAppStore, memoryStorage } from '@mall/session';

export { BASE_URL, startApiServer, testI18n } from '@mall/sdk/testing/page';

export const renderPage = pageRenderer({
  createStore: createAppStore,
  createStorage: () => memoryStorage(),
  namespaces: ['account', 'common', 'errors', 'follow'],
  showElsewhere: true,
});
