import type { I18n } from '@mall/i18n';
import type { AppStore } from '@mall/session';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createHashRouter, RouterProvider } from 'react-router';
import { routes } from './routes';

const router = createHashRouter(routes);

export function App({ store, i18n }: { store: AppStore; i18n: I18n }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  );
}
