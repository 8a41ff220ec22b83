import { createI18n, type Language, type NamespaceJson } from '@mall/i18n';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { LAUNCH_SHELL_ID } from '../../launch/dismiss-launch-shell';
import { isChunkLoadError, RouteError } from './route-error';

const localesDir = join(__dirname, '../../../../../locales');
const loadNamespace = async (language: Language, namespace: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as NamespaceJson;

async function renderRoutes(routes: RouteObject[], language: Language) {
  const i18n = await createI18n({ language, loadNamespace, namespaces: ['common'] });
  const router = createMemoryRouter(routes, { initialEntries: ['/order'] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const failedChunk = () => Promise.reject(new Error('Unable to preload CSS for /assets/src-CP3EcbBm.css'));

it('says inside the frame, in the shopper’s language, that a page’s files did not arrive, with Reload', async () => {
  await renderRoutes(
    [
      {
        element: (
          <>
            <header>Mall</header>
            <Outlet />
          </>
        ),
        errorElement: <RouteError frame={false} />,
        children: [{ errorElement: <RouteError />, children: [{ path: '/order', lazy: failedChunk }] }],
      },
    ],
    'th',
  );
  expect(await screen.findByRole('heading', { name: 'ไม่สามารถเปิดหน้านี้ได้' })).toBeInTheDocument();
  expect(screen.getByText(/โหลดบางส่วนของร้านค้าไม่สำเร็จ/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'โหลดใหม่' })).toBeInTheDocument();
  expect(screen.getByText('Mall')).toBeInTheDocument();
  expect(screen.queryByText(/Unexpected Application Error|preload CSS/)).toBeNull();
});

it('takes the whole screen, and the launch shell away, when the frame itself could not load', async () => {
  const launchShell = document.createElement('div');
  launchShell.id = LAUNCH_SHELL_ID;
  document.body.append(launchShell);
  await renderRoutes(
    [
      {
        lazy: () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/shell.js')),
        errorElement: <RouteError frame={false} />,
        children: [{ path: '/order', element: <p>order</p> }],
      },
    ],
    'en',
  );
  expect(await screen.findByRole('heading', { name: 'This page could not open' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveAccessibleName('This page could not open');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(document.getElementById(LAUNCH_SHELL_ID)).toBeNull();
});

it('tells a page that failed for another reason from files that did not arrive', async () => {
  const Broken = () => {
    throw new Error('cannot read properties of undefined');
  };
  await renderRoutes(
    [
      {
        element: <Outlet />,
        children: [{ errorElement: <RouteError />, children: [{ path: '/order', Component: Broken }] }],
      },
    ],
    'en',
  );
  expect(await screen.findByText(/Something went wrong while opening this page/)).toBeInTheDocument();
});

it('recognises each browser’s wording of a module that did not arrive', () => {
  expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(
    true,
  );
  expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(
    true,
  );
  expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  expect(isChunkLoadError(new Error('Unable to preload CSS for ./assets/a.css'))).toBe(true);
  expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
});
