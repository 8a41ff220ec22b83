// Test-only: renders a page as the shop does (store, i18n, router) against MSW handlers.
// The built package leaves this test-only entry out, so it may use the (unbuilt) i18n library.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createI18n, type I18n, type I18nResources, type Language, type Namespace } from '@mall/i18n';
import type { Store } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { SdkConfig, ToastRequest } from '../../src/index';
import { mallHandlers } from '../operation-handler';

/** Where the SDK under test sends its requests (MSW handlers answer there). */
export const BASE_URL = 'http://shop.test/api';

/** What a stand-in not-found page says, for `notFoundPath`. */
export const NOT_FOUND_TEXT = 'Not-found page';

const localesDir = join(__dirname, '../../../../locales');

/** One namespace's texts in a language, straight from locales/ (for the app's loader and for expectations). */
export const localeTexts = <Ns extends Namespace>(language: Language, namespace: Ns) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as I18nResources[Ns];

/** An i18next instance in `language` with `namespaces` loaded from locales/, as the app's chunks would. */
export const testI18n = (language: Language, namespaces: readonly Namespace[]) =>
  createI18n({
    language,
    namespaces,
    loadNamespace: async (lng, ns) => localeTexts(lng, ns as Namespace),
  });

/**
 * An MSW server for the calling test file, answering every operation with its generated fixture on BASE_URL
 * (override per test with `server.use(...)`); unhandled requests fail the test.
 */
export function startApiServer() {
  const server = setupServer(...mallHandlers({}, BASE_URL));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** The SDK settings the harness gives the store (the session adds the token). */
export type HarnessSdkConfig = Omit<SdkConfig, 'getToken' | 'clearToken'>;

/** Where the router went: every route but the page and `otherRoutes` shows its location. */
function Elsewhere() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}${location.search}`}</p>;
}

export interface PageHarnessOptions<AppStore extends Store> {
  /** The app's store factory (`createAppStore`), over the harness's SDK settings and `storage`. */
  createStore: (sdk: HarnessSdkConfig, storage: Storage) => AppStore;
  /** A fresh storage per render, e.g. `() => memoryStorage()`. */
  createStorage: () => Storage;
  /** The namespaces loaded before the page renders. */
  namespaces: readonly Namespace[];
  /** Mount a stand-in saying NOT_FOUND_TEXT at this path (the app's not-found route). */
  notFoundPath?: string;
  /** Show "Now at <path>" for any other location, to follow redirects and links. */
  showElsewhere?: boolean;
}

export interface RenderPageOptions<AppStore extends Store> extends Partial<PageHarnessOptions<AppStore>> {
  /** The URL the page opens at, e.g. "/pages/search/search?keyword=tea". */
  route: string;
  /** The route pattern the page is mounted on (default: the route's path). */
  path?: string;
  language?: Language;
  /** The storage the store starts from (e.g. a signed-in session or a chosen currency). */
  storage?: Storage;
  /** Other routes beside the page, e.g. where its links lead. */
  otherRoutes?: Record<string, ReactElement>;
}

export interface RenderedPage<AppStore extends Store> extends ReturnType<typeof render> {
  user: ReturnType<typeof userEvent.setup>;
  store: AppStore;
  i18n: I18n;
  router: ReturnType<typeof createMemoryRouter>;
  /** The toasts the SDK asked for (its error reactions), in order. */
  toasts: ToastRequest[];
  /** Called when the SDK sends the user to log in (a token-invalid answer). */
  goToLogin: jest.Mock;
}

/**
 * A feature library's `renderPage`: its store factory, storage and namespaces bound once. Each call renders
 * a page in a memory router with a real store on BASE_URL and real translations; any binding can be
 * overridden per call.
 */
export function pageRenderer<AppStore extends Store>(harness: PageHarnessOptions<AppStore>) {
  return async function renderPage(
    page: ReactElement,
    options: RenderPageOptions<AppStore>,
  ): Promise<RenderedPage<AppStore>> {
    const { route, language = 'en', otherRoutes = {}, ...rest } = options;
    const setup = { ...harness, ...rest };
    const i18n = await testI18n(language, setup.namespaces);
    const toasts: ToastRequest[] = [];
    const goToLogin = jest.fn();
    const store = setup.createStore(
      {
        baseUrl: BASE_URL,
        getLanguage: () => i18n.language,
        goToLogin,
        onToast: (toast) => toasts.push(toast),
      },
      options.storage ?? setup.createStorage(),
    );
    const routes: RouteObject[] = [
      { path: options.path ?? route.split('?')[0]!, element: page },
      ...Object.entries(otherRoutes).map(([path, element]) => ({ path, element })),
      ...(setup.notFoundPath ? [{ path: setup.notFoundPath, element: <p>{NOT_FOUND_TEXT}</p> }] : []),
      ...(setup.showElsewhere ? [{ path: '*', element: <Elsewhere /> }] : []),
    ];
    const router = createMemoryRouter(routes, { initialEntries: [route] });
    const user = userEvent.setup();
    const view = render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </I18nextProvider>
      </Provider>,
    );
    return { ...view, user, store, i18n, router, toasts, goToLogin };
  };
}
