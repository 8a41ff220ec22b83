// Test-only: renders a content page as the app does (store, i18n, router) against MSW handlers.
import { createI18n, type Language, type NamespaceJson } from '@mall/i18n';
import type { Article, ArticleDetail, LocalisedText, PolicyPage } from '@mall/sdk';
import { operationFixtures } from '@mall/sdk/testing';
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
  const i18n = await createI18n({ language, loadNamespace, namespaces: ['content', 'errors'] });
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

const text = (value: string, lang: LocalisedText['lang'] = 'en'): LocalisedText => ({ text: value, lang });

/** An article like the API's, numbered: "News 3", published a day apart, newest first. */
export function article(id: number, overrides: Partial<Article> = {}): Article {
  return {
    ...operationFixtures.getNews.list[0]!,
    id,
    title: text(`Article ${id}`),
    summary: text(`Summary of article ${id}`),
    image: `https://media.shop.test/media/articles/${id}.jpg`,
    published_at: new Date(Date.UTC(2026, 0, 31 - id, 9, 30)).toISOString(),
    ...overrides,
  };
}

export function articleDetail(
  id: number,
  bodyHtml: string,
  overrides: Partial<ArticleDetail> = {},
): ArticleDetail {
  return { ...article(id), body_html: text(bodyHtml), ...overrides };
}

export function policyPage(slug: string, overrides: Partial<PolicyPage> = {}): PolicyPage {
  return {
    ...operationFixtures.getTermsPolicy,
    slug,
    title: text(`Policy ${slug}`),
    body_html: text(`<p>The ${slug} text.</p>`),
    updated_at: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

export { text };
