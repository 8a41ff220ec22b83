import { staffPaths, staffStorage } from '@mall/feature-staff';
import { bcp47, createI18n, loadSavedLanguage, saveLanguage, sdkTranslator } from '@mall/i18n';
import { createAppStore } from '@mall/session';
import { toaster } from '@mall/ui/toaster';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadNamespace } from './app/locales';
import '@mall/ui/base.css';

async function start() {
  const i18n = await createI18n({
    language: loadSavedLanguage(),
    loadNamespace,
    namespaces: ['common', 'errors', 'staff'],
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
        globalThis.location.hash = staffPaths.signIn;
      },
      onToast: ({ message, durationMs }) => toaster.show(message, durationMs),
      onSuccessMessage: (message) => toaster.show(message),
      translate: sdkTranslator(i18n),
      // The staff live stream keeps the queue counts and open tasks current (one per tab).
      liveStream: true,
    },
    // The staff session lives under its own keys, never the shop's or the seller app's.
    staffStorage(globalThis.localStorage),
  );
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} i18n={i18n} />
    </StrictMode>,
  );
}

void start();
