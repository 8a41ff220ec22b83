import type { I18n } from '@mall/i18n';
import type { AppStore } from '@mall/session';
import { ToasterBridge, ToastHost } from '@mall/ui';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createHashRouter, RouterProvider } from 'react-router';
import { consoleRoutes } from './routes';

export interface AppProps {
  store: AppStore;
  i18n: I18n;
}

export function App({ store, i18n }: AppProps) {
  const router = useMemo(() => createHashRouter(consoleRoutes()), []);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ToastHost dismissLabel={i18n.getFixedT(null, 'common')('toast.dismiss')}>
          <ToasterBridge />
          <RouterProvider router={router} />
        </ToastHost>
      </I18nextProvider>
    </Provider>
  );
}
