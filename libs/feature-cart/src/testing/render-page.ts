// Test-only: the shared page harness with this library's namespaces; other locations show where the page
// sent the shopper ("Now at …").
import { operationFixtures, operationHandler } from '@mall/sdk/testing';
import { BASE_URL, pageRenderer, startApiServer } from '@mall/sdk/testing/page';
import { createAppStore, CURRENCY_KEY, LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';

import { USD } from './fixtures';

export { BASE_URL, testI18n } from '@mall/sdk/testing/page';

/** The shared MSW server, with prices in US dollars (the base currency) unless a test says otherwise. */
export function startCartApiServer() {
  const server = startApiServer();
  beforeEach(() =>
    server.use(
      operationHandler(
        'getCurrencies',
        { ...operationFixtures.getCurrencies, list: [USD], base: 'USD' },
        BASE_URL,
      ),
    ),
  );
  return server;
}

export const renderPage = pageRenderer({
  createStore: createAppStore,
  createStorage: () => signedInStorage(),
  namespaces: ['cart', 'common', 'errors'],
  showElsewhere: true,
});

/** A storage holding a signed-in session (and the display currency, when given), as the app keeps it. */
export const signedInStorage = (currency?: string): Storage =>
  memoryStorage({
    [TOKEN_KEY]: 'token-of-ada',
    [LOGGED_IN_KEY]: '1',
    lang: 'en',
    ...(currency ? { [CURRENCY_KEY]: currency } : {}),
  });
