// Test-only: the shared page harness with this library's namespaces.
import { pageRenderer } from '@mall/sdk/testing/page';
import { createAppStore, memoryStorage } from '@mall/session';

export { BASE_URL, startApiServer } from '@mall/sdk/testing/page';

export const renderPage = pageRenderer({
  createStore: createAppStore,
  createStorage: () => memoryStorage(),
  namespaces: ['chat', 'common', 'errors'],
  showElsewhere: true,
});
