import { createI18n, loadSavedLanguage, saveLanguage, sdkTranslator, bcp47 } from '@mall/i18n';
import { createAppStore } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { toaster } from '@mall/ui/toaster';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadNamespace } from './app/locales';
import { goToLogin } from './app/navigation';
import { chunkForRoute, prefetchOnIntent } from './app/prefetch-on-intent';
import { routes as appRoutes } from './app/routes';
import { preloadRoute } from './app/routing/route-handle';
import { fetchWithFirstAnswers } from './launch/first-answers';
import { firstScreenNamespaces, moveRouteIntoHash, openingRoute } from './launch/first-screen';
import { LaunchGate } from './launch/launch-gate';
import { nextTask } from './launch/next-task';
import '@mall/ui/base.css';
// The sizes of the category and search pages' heads, which the launch shell paints from before the catalogue's
// code has loaded: a stylesheet of custom properties only, none of the library's code.
// eslint-disable-next-line @nx/enforce-module-boundaries
import '@mall/feature-catalogue/list-head.css';
import './launch/launch-shell.css';

/** The catalogue's code, by chunk: a first screen's starts loading before the app mounts. */
const catalogueCode = {
  home: () => import('@mall/feature-catalogue/home'),
  catalogue: () => import('@mall/feature-catalogue'),
  product: () => import('@mall/feature-catalogue/product'),
  search: () => import('@mall/feature-catalogue/search'),
};

async function start() {
  // Evaluating the entry's modules was one task already: each step of the start gets its own.
  await nextTask();
  moveRouteIntoHash();
  const { path } = openingRoute(globalThis.location.hash);
  // Opening on a catalogue page: its code and texts load while the launch sequence runs, not after it (the page's
  // first script has started its data and main picture).
  const chunk = chunkForRoute(path || routes.root.path);
  if (chunk && chunk in catalogueCode) void catalogueCode[chunk as keyof typeof catalogueCode]();
  const storage = globalThis.localStorage;
  const i18n = await createI18n({
    language: loadSavedLanguage(),
    loadNamespace,
    namespaces: ['common', 'errors', ...firstScreenNamespaces(path)],
  });
  const syncDocumentLanguage = (language: string) => {
    document.documentElement.lang = bcp47(language as Parameters<typeof bcp47>[0]);
  };
  syncDocumentLanguage(i18n.language);
  // The page's first price loads the language's number data (tens of milliseconds of a phone's main thread, once):
  // in a task of its own, while the launch's answers are on their way, rather than inside React's first render.
  globalThis.setTimeout(() => new Intl.NumberFormat(document.documentElement.lang).format(0), 0);
  i18n.on('languageChanged', (language) => {
    saveLanguage(language as Parameters<typeof saveLanguage>[0]);
    syncDocumentLanguage(language);
  });
  await nextTask();
  const store = createAppStore(
    {
      // The first script's requests, already under way, answer the same requests of the launch and the page.
      fetch: fetchWithFirstAnswers(),
      getLanguage: () => i18n.language,
      goToLogin,
      onToast: ({ message, durationMs }) => toaster.show(message, durationMs),
      onSuccessMessage: (message) => toaster.show(message),
      translate: sdkTranslator(i18n),
      // The signed-in user's live stream keeps the badges, notices and orders current (one per tab).
      liveStream: true,
    },
    storage,
  );
  await nextTask();
  // The frame's and the opening page's code (the app renders once they have arrived).
  const openingCode = preloadRoute(appRoutes, path || routes.root.path);
  prefetchOnIntent(document, appRoutes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LaunchGate store={store} i18n={i18n} storage={storage} until={openingCode}>
        <App store={store} i18n={i18n} />
      </LaunchGate>
    </StrictMode>,
  );
}

void start();
