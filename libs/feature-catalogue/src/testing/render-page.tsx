// Test-only: renders a catalogue page as the app does — store, i18n and router — against MSW handlers.
import { createI18n, type Language, type Namespace, type NamespaceJson } from '@mall/i18n';
import { createAppStore, memoryStorage } from '@mall/session';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';

export const BASE_URL = 'http://shop.test/api';

const localesDir = join(__dirname, '../../../../locales');

/** Reads a namespace's JSON straight from locales/ (synchronously), as the app's chunks would deliver it. */
export const loadNamespaceFromDisk = async (language: Language, namespace: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as NamespaceJson;

export interface RenderPageOptions {
  /** The URL the page opens at, e.g. "/pages/search/search?keyword=tea". */
  route: string;
  /** The route pattern the page is mounted on (default: the route's path). */
  path?: string;
  language?: Language;
  /** The display currency the shopper chose earlier (kept in storage). */
  currency?: string;
  namespaces?: Namespace[];
  /** Other routes to mount beside the page, e.g. where its links lead. */
  otherRoutes?: Record<string, ReactElement>;
}

export async function renderPage(page: ReactElement, options: RenderPageOptions) {
  const {
    route,
    language = 'en',
    currency = 'USD',
    namespaces = ['catalogue', 'common', 'errors'],
  } = options;
  const path = options.path ?? route.split('?')[0]!;
  const i18n = await createI18n({ language, loadNamespace: loadNamespaceFromDisk, namespaces });
  const store = createAppStore(
    { baseUrl: BASE_URL, getLanguage: () => i18n.language },
    memoryStorage({ currency }),
  );
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={path} element={page} />
              {Object.entries(options.otherRoutes ?? {}).map(([otherPath, element]) => (
                <Route key={otherPath} path={otherPath} element={element} />
              ))}
            </Routes>
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, user, store, i18n };
}
