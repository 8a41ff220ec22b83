// Test-only: renders a props-only view with real translations and a router for its links, no store.
import type { Language } from '@mall/i18n';
import { testI18n } from '@mall/sdk/testing/page';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { OrdersT } from '../shared/i18n';

/** The translator a container would hand its view, in `language`. */
export async function viewTexts(language: Language = 'en') {
  const i18n = await testI18n(language, ['orders', 'common', 'errors']);
  const t: OrdersT = i18n.getFixedT(language, ['orders', 'common']);
  return { i18n, t };
}

export function renderView(view: ReactElement, i18n: Awaited<ReturnType<typeof viewTexts>>['i18n']) {
  const user = userEvent.setup();
  return {
    user,
    ...render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{view}</MemoryRouter>
      </I18nextProvider>,
    ),
  };
}
