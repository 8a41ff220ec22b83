// Test-only: the shared page harness with this library's namespaces and a stand-in not-found page.
import { pageRenderer } from '@mall/sdk/testing/page';
import { createAppStore, memoryStorage } from '@mall/session';
import { routes } from '@mall/shop-routes';

export { BASE_URL, localeTexts, NOT_FOUND_TEXT } from '@mall/sdk/testing/page';

export const renderPage = pageRenderer({
  createStore: createAppStore,
  createStorage: () => memoryStorage(),
  namespaces: ['common', 'content', 'errors'],
  notFoundPath: routes.notFound.path,
});
