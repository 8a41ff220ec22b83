import { createI18n, type Language, type NamespaceJson } from '@mall/i18n';
import {
  mallApi,
  useGetCurrenciesQuery,
  useGetDeliveryOptionsQuery,
  useGetHotProductsQuery,
} from '@mall/sdk';
import { mallHandlers, operationFixtures, operationHandler } from '@mall/sdk/testing';
import { createAppStore, memoryStorage, signedIn } from '@mall/session';
import { act, render, screen, waitFor, within } from '@testing-library/react';
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

/** The shell around one page, at `path`, with its own store and English loaded. */
async function renderShell(page = <p>Page</p>, path = '/pages/category/category') {
  const i18n = await createI18n({ language: 'en', loadNamespace, namespaces: ['common'] });
  const store = createAppStore({ baseUrl: BASE, getLanguage: () => i18n.language }, memoryStorage());
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<Shell />}>
              <Route path="*" element={page} />
            </Route>
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { store, user, view };
}

describe('Shell', () => {
  it('takes away the launch shell that index.html painted as it mounts', async () => {
    server.use(...mallHandlers({}, BASE));
    const launchShell = document.body.appendChild(document.createElement('div'));
    launchShell.id = 'launch-shell';
    await renderShell();
    expect(await screen.findByRole('link', { name: 'Mall' })).toBeInTheDocument();
    expect(launchShell).not.toBeInTheDocument();
  });

  it("shows the signed-in shopper's cart count on the cart entries and marks the current tab", async () => {
    const cart = { ...operationFixtures.getUserInfo, card: { count: 3 } };
    server.use(
      operationHandler('getUserInfo', () => cart, BASE),
      ...mallHandlers({}, BASE),
    );
    const { store, view } = await renderShell();
    act(() => {
      store.dispatch(
        signedIn({ ...operationFixtures.loginWithPassword, user: cart, 'access-token': 'token' }),
      );
    });

    const tabs = screen.getAllByRole('navigation', { name: 'Main' });
    const tabBar = tabs.find((nav) => within(nav).queryByRole('link', { name: 'Me' }))!;
    expect(await within(tabBar).findByRole('link', { name: /Items in your cart: 3/ })).toHaveAttribute(
      'href',
      '/pages/cart/cart',
    );
    expect(within(tabBar).getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /Cart/ })).toHaveTextContent(
      'Items in your cart: 3',
    );
    view.unmount();
    store.dispatch(mallApi.util.resetApiState());
  });

  it('keeps language and currency in a sheet opened from the header', async () => {
    server.use(...mallHandlers({}, BASE));
    const { store, user, view } = await renderShell();
    await user.click(screen.getByRole('button', { name: 'Language and currency' }));

    const sheet = await screen.findByRole('dialog', { name: 'Language and currency' });
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Language' }), 'jp');
    expect(await within(sheet).findByRole('combobox', { name: '言語' })).toHaveValue('jp');
    await user.click(within(sheet).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();
    store.dispatch(mallApi.util.resetApiState());
  });

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
    const { store, user, view } = await renderShell(<Page />, '/page');
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
