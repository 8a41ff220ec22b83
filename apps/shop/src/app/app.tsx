import type { I18n } from '@mall/i18n';
import type { AppStore } from '@mall/session';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createHashRouter, RouterProvider } from 'react-router';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createHashRouter>;

/**
 * The app's router, which starts loading the opening route's code as it is made: made by the start in a task of
 * its own, not while the entry's modules evaluate.
 */
export const createAppRouter = (): AppRouter => createHashRouter(routes);

export function App({ store, i18n, router }: { store: AppStore; i18n: I18n; router: AppRouter }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  );
}
