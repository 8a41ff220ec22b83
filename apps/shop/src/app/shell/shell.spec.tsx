import { createI18n, type Language, type NamespaceJson } from '@mall/i18n';
import {
  mallApi,
  useGetCurrenciesQuery,
  useGetDeliveryOptionsQuery,
  useGetHotProductsQuery,
} from '@mall/sdk';
import { mallHandlers, operationFixtures, operationHandler } from '@mall/sdk/testing';
import { createAppStore, memoryStorage } from '@mall/session';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Shell } from './shell';

const BASE = 'http://shop.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const localesDir = join(__dirname, '../../../../../locales');
const loadNamespace = async (language: Language, namespace: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as NamespaceJson;

/** A page showing localised answers (products, delivery options) beside one that is the same in every language. */
function Page() {
  const answers = [useGetHotProductsQuery(), useGetDeliveryOptionsQuery(), useGetCurrenciesQuery()];
  return <p>{answers.every((answer) => answer.data) ? 'Page ready' : 'Page loading'}</p>;
}

describe('Shell', () => {
  it('refetches the localised answers in the new language when the shopper switches, and only those', async () => {
    const languagesAsked = {
      getHotProducts: [] as string[],
      getDeliveryOptions: [] as string[],
      getCurrencies: [] as string[],
    };
    const recording = <Name extends keyof typeof languagesAsked>(name: Name) =>
      operationHandler(
        name,
        (request) => {
          languagesAsked[name].push(request.headers.get('lang') ?? '');
          return operationFixtures[name];
        },
        BASE,
      );
    server.use(
      recording('getHotProducts'),
      recording('getDeliveryOptions'),
      recording('getCurrencies'),
      ...mallHandlers({}, BASE),
    );
    const i18n = await createI18n({ language: 'en', loadNamespace, namespaces: ['common'] });
    const store = createAppStore({ baseUrl: BASE, getLanguage: () => i18n.language }, memoryStorage());
    const user = userEvent.setup();
    const view = render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/page']}>
            <Routes>
              <Route element={<Shell />}>
                <Route path="/page" element={<Page />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(await screen.findByText('Page ready')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'th');

    expect(await screen.findByRole('combobox', { name: 'ภาษา' })).toHaveValue('th');
    await waitFor(() =>
      expect(languagesAsked).toEqual({
        getHotProducts: ['en', 'th'],
        getDeliveryOptions: ['en', 'th'],
        getCurrencies: ['en'],
      }),
    );
    view.unmount();
    store.dispatch(mallApi.util.resetApiState());
  });
});
