// Test-only: renders a props-only view with real translations and a router for its links, no store.
import type { Language } from '@mall/i18n';
import type { Currency } from '@mall/sdk';
import { testI18n } from '@mall/sdk/testing/page';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createFormats } from '../shared/formats';
import type { CatalogueT } from '../shared/i18n';
import { USD } from './fixtures';

/** The translator and formats a container would hand its view, for `language` and `currency`. */
export async function viewProps(language: Language = 'en', currency: Currency = USD) {
  const i18n = await testI18n(language, ['catalogue', 'common', 'errors']);
  const t: CatalogueT = i18n.getFixedT(language, ['catalogue', 'common']);
  const formats = createFormats(currency, 'USD', language);
  return { i18n, t, formats };
}

export function renderView(view: ReactElement, i18n: Awaited<ReturnType<typeof viewProps>>['i18n']) {
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
