import { panelPaths, takeHandOverTicket } from '@mall/feature-seller-panel';
import { bcp47, createI18n, loadSavedLanguage, saveLanguage, sdkTranslator } from '@mall/i18n';
import { createAppStore, signedOut } from '@mall/session';
import { toaster } from '@mall/ui/toaster';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadNamespace } from './app/locales';
import '@mall/ui/base.css';

async function start() {
  // Taken before anything else runs: the single-use ticket leaves the address bar at once.
  const ticket = takeHandOverTicket();
  const storage = globalThis.localStorage;
  const i18n = await createI18n({
    language: loadSavedLanguage(),
    loadNamespace,
    namespaces: ['common', 'errors', 'seller-panel'],
  });
  const syncDocumentLanguage = (language: string) => {
    document.documentElement.lang = bcp47(language as Parameters<typeof bcp47>[0]);
  };
  syncDocumentLanguage(i18n.language);
  i18n.on('languageChanged', (language) => {
    saveLanguage(language as Parameters<typeof saveLanguage>[0]);
    syncDocumentLanguage(language);
  });
  const store = createAppStore(
    {
      getLanguage: () => i18n.language,
      goToLogin: () => {
        globalThis.location.hash = panelPaths.signIn;
      },
      onToast: ({ message, durationMs }) => toaster.show(message, durationMs),
      onSuccessMessage: (message) => toaster.show(message),
      translate: sdkTranslator(i18n),
      // The seller's live stream keeps the shop's open orders current (one per tab).
      liveStream: true,
    },
    storage,
  );
  // A ticket starts the session of the user the shop handed over, whoever was signed in here before.
  if (ticket) {
    store.dispatch(signedOut());
    globalThis.location.hash = panelPaths.signIn;
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} i18n={i18n} ticket={ticket} />
    </StrictMode>,
  );
}

void start();
