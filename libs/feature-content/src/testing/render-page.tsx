// Test-only: renders a content page as the app does (store, i18n, router) against MSW handlers.
import { createI18n, type Language, type NamespaceJson } from '@mall/i18n';
import { createAppStore, memoryStorage } from '@mall/session';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';

export const BASE_URL = 'http://shop.test/api';

const localesDir = join(__dirname, '../../../../locales');

/** The app's namespace loader, reading locales/<lng>/<ns>.json from disk. */
const loadNamespace = async (language: Language, namespace: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as NamespaceJson;

/** This library's texts in a language, for expectations. */
export const contentTexts = (language: Language) =>
  JSON.parse(
    readFileSync(join(localesDir, language, 'content.json'), 'utf8'),
  ) as typeof import('../../../../locales/en/content.json');

/** The shared texts in a language, for expectations. */
export const commonTexts = (language: Language) =>
  JSON.parse(
    readFileSync(join(localesDir, language, 'common.json'), 'utf8'),
  ) as typeof import('../../../../locales/en/common.json');

export interface RenderPageOptions {
  /** The URL the page opens at, e.g. "/pages/news/index?page=2". */
  route: string;
  /** The route pattern the page is mounted on (default: the route's path). */
  path?: string;
  language?: Language;
  /** Other routes beside the page, e.g. where its links lead. */
  otherRoutes?: Record<string, ReactElement>;
}

export const NOT_FOUND_TEXT = 'Not-found page';

export async function renderPage(page: ReactElement, options: RenderPageOptions) {
  const { route, language = 'en' } = options;
  const i18n = await createI18n({ language, loadNamespace, namespaces: ['common', 'content', 'errors'] });
  const store = createAppStore({ baseUrl: BASE_URL, getLanguage: () => i18n.language }, memoryStorage());
  const router = createMemoryRouter(
    [
      { path: options.path ?? route.split('?')[0]!, element: page },
      { path: '/pages/users/404', element: <p>{NOT_FOUND_TEXT}</p> },
      ...Object.entries(options.otherRoutes ?? {}).map(([path, element]) => ({ path, element })),
    ],
    { initialEntries: [route] },
  );
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
  return { ...view, user, store, i18n, router };
}
