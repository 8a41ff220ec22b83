import { operationFixtures, operationHandler } from '@mall/sdk/testing';
import { BASE_URL, startApiServer, testI18n } from '@mall/sdk/testing/page';
import { createAppStore, LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './app';

const server = startApiServer();

async function renderApp(storage: Storage, hash: string, ticket: string | null = null) {
  globalThis.location.hash = hash;
  const i18n = await testI18n('en', ['common', 'errors', 'seller-panel']);
  const store = createAppStore({ baseUrl: BASE_URL, getLanguage: () => 'en', goToLogin: jest.fn() }, storage);
  render(<App store={store} i18n={i18n} ticket={ticket} />);
  return store;
}

describe('the seller app', () => {
  it('sends a visitor without a session to sign in', async () => {
    await renderApp(memoryStorage(), '#/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the seller panel' }),
    ).toBeInTheDocument();
  });

  it('opens a signed-in seller’s sales inside the panel’s frame', async () => {
    server.use(
      operationHandler(
        'getSellerProfile',
        { ...operationFixtures.getSellerProfile, shop: { id: 3, name: 'Ada’s Cups' } },
        BASE_URL,
      ),
    );
    await renderApp(memoryStorage({ [TOKEN_KEY]: 'token-of-ada', [LOGGED_IN_KEY]: '1' }), '#/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Seller panel' })).toBeInTheDocument();
    expect(await screen.findByText('Ada’s Cups')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sales' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches the interface language from the frame', async () => {
    const user = userEvent.setup();
    await renderApp(memoryStorage({ [TOKEN_KEY]: 'token-of-ada', [LOGGED_IN_KEY]: '1' }), '#/sales');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), '日本語');
    expect(await screen.findByRole('heading', { level: 1, name: '売上' })).toBeInTheDocument();
  });
});
