import type { I18n } from '@mall/i18n';
import type { ToastRequest } from '@mall/sdk';
import { mallHandlers } from '@mall/sdk/testing';
import { createAppStore, memoryStorage } from '@mall/session';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { testI18n } from './test-i18n';

export const BASE_URL = 'http://shop.test/api';

/**
 * An MSW server answering every operation with its generated fixture (override per test with
 * `server.use(...)`), started for the calling test file.
 */
export function startApiServer() {
  const server = setupServer(...mallHandlers({}, BASE_URL));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Where the router went: every route other than the page under test shows its location. */
function Elsewhere() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}${location.search}`}</p>;
}

export interface RenderPageOptions {
  /** The route the page is mounted on, e.g. `/pages/users/login`. */
  path: string;
  /** The URL opened first (defaults to `path`). */
  url?: string;
  storage?: Storage;
  i18n?: I18n;
}

/** Renders a page with the app's providers: a store on the MSW base URL, i18n, and a memory router. */
export async function renderPage(page: ReactElement, { path, url = path, storage, i18n }: RenderPageOptions) {
  const toasts: ToastRequest[] = [];
  const goToLogin = jest.fn();
  const store = createAppStore(
    { baseUrl: BASE_URL, getLanguage: () => 'en', goToLogin, onToast: (toast) => toasts.push(toast) },
    storage ?? memoryStorage(),
  );
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const instance = i18n ?? (await testI18n());
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={instance}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, user, store, router, toasts, goToLogin };
}
