import { createI18n, type Language, type NamespaceJson } from '@mall/i18n';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { RouteError } from './route-error';

const localesDir = join(__dirname, '../../../../locales');
const loadNamespace = async (language: Language, namespace: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as NamespaceJson;

it('shows a page whose files did not arrive as a reason and a way to try again, inside the frame', async () => {
  const i18n = await createI18n({ language: 'th', loadNamespace, namespaces: ['common'] });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <header>Mall</header>
            <Outlet />
          </>
        ),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                path: '/order',
                lazy: () => Promise.reject(new Error('Unable to preload CSS for /assets/src-CP3EcbBm.css')),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/order'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'ไม่สามารถเปิดหน้านี้ได้' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  expect(screen.getByText('Mall')).toBeInTheDocument();
  expect(screen.queryByText(/Unexpected Application Error|preload CSS/)).toBeNull();
});
