import { createI18n, type Language, type NamespaceJson } from '@mall/i18n';
import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { LAUNCH_SHELL_ID } from '../../launch/dismiss-launch-shell';
import { lazyRoute } from '../routing/lazy-route';
import { isChunkLoadError } from './route-error';
import { RouteErrorBoundary } from './route-error-boundary';

const localesDir = join(__dirname, '../../../../../locales');
const loadNamespace = async (language: Language, namespace: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as NamespaceJson;

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

async function renderRoutes(routes: RouteObject[], language: Language) {
  const i18n = await createI18n({ language, loadNamespace, namespaces: ['common'] });
  // Awaited: a route whose code fails suspends first, and its failure arrives after the render.
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/order']}>
          <Suspense fallback={null}>
            <Routes routes={routes} />
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
}

/** The app's two boundaries: around the frame (the whole screen), and around the page inside it. */
const framed = (frame: RouteObject['element'], pages: RouteObject[]): RouteObject[] => [
  {
    element: <RouteErrorBoundary frame={false}>{frame}</RouteErrorBoundary>,
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: pages,
      },
    ],
  },
];

const frameWithHeader = (
  <>
    <header>
      Mall <Link to="/home">Home</Link>
    </header>
    <Outlet />
  </>
);

const failedChunk = lazyRoute(() =>
  Promise.reject(new Error('Unable to preload CSS for /assets/src-CP3EcbBm.css')),
);

it('says inside the frame, in the shopper’s language, that a page’s files did not arrive, with Reload', async () => {
  await renderRoutes(framed(frameWithHeader, [{ path: '/order', element: <failedChunk.Component /> }]), 'th');
  expect(await screen.findByRole('heading', { name: 'ไม่สามารถเปิดหน้านี้ได้' })).toBeInTheDocument();
  expect(screen.getByText(/โหลดบางส่วนของร้านค้าไม่สำเร็จ/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'โหลดใหม่' })).toBeInTheDocument();
  expect(screen.getByText('Mall')).toBeInTheDocument();
  expect(screen.queryByText(/preload CSS/)).toBeNull();
});

it('takes the whole screen, and the launch shell away, when the frame itself could not load', async () => {
  const launchShell = document.createElement('div');
  launchShell.id = LAUNCH_SHELL_ID;
  document.body.append(launchShell);
  const frame = lazyRoute(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/shell.js')),
  );
  await renderRoutes(framed(<frame.Component />, [{ path: '/order', element: <p>order</p> }]), 'en');
  expect(await screen.findByRole('heading', { name: 'This page could not open' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveAccessibleName('This page could not open');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(document.getElementById(LAUNCH_SHELL_ID)).toBeNull();
});

it('tells a page that failed for another reason from files that did not arrive, and opens the next page', async () => {
  const Broken = () => {
    throw new Error('cannot read properties of undefined');
  };
  await renderRoutes(
    framed(frameWithHeader, [
      { path: '/order', element: <Broken /> },
      { path: '/home', element: <p>Home page</p> },
    ]),
    'en',
  );
  expect(await screen.findByText(/Something went wrong while opening this page/)).toBeInTheDocument();
  await act(async () => screen.getByRole('link', { name: 'Home' }).click());
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(screen.queryByText(/Something went wrong/)).toBeNull();
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
