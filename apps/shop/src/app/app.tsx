import type { I18n } from '@mall/i18n';
import type { AppStore } from '@mall/session';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { HashRouter, useRoutes } from 'react-router';
import { routes } from './routes';

function Routes() {
  return useRoutes(routes);
}

/**
 * The app under its hash router. Each navigation renders in a transition: the page on screen stays until the next
 * one's code has arrived (a link's code is usually loaded already, on intent).
 */
export function App({ store, i18n }: { store: AppStore; i18n: I18n }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <HashRouter>
          <Routes />
        </HashRouter>
      </I18nextProvider>
    </Provider>
  );
}
