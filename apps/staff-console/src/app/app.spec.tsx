import { operationFixtures, operationHandler } from '@mall/sdk/testing';
import { BASE_URL, startApiServer, testI18n } from '@mall/sdk/testing/page';
import { staffStorage } from '@mall/feature-staff';
import { createAppStore, LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './app';

const server = startApiServer();

async function renderApp(storage: Storage, hash: string) {
  globalThis.location.hash = hash;
  const i18n = await testI18n('en', ['common', 'errors', 'staff']);
  const store = createAppStore(
    { baseUrl: BASE_URL, getLanguage: () => 'en', goToLogin: jest.fn() },
    staffStorage(storage),
  );
  render(<App store={store} i18n={i18n} />);
  return store;
}

const signedIn = () =>
  memoryStorage({ [`staff:${TOKEN_KEY}`]: 'token-of-rita', [`staff:${LOGGED_IN_KEY}`]: '1' });

describe('the staff console', () => {
  it('sends a visitor without a staff session to sign in, even with a shopper’s token on the device', async () => {
    await renderApp(
      memoryStorage({ [TOKEN_KEY]: 'token-of-a-shopper', [LOGGED_IN_KEY]: '1' }),
      '#/queues/recharges',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the staff console' }),
    ).toBeInTheDocument();
  });

  it('signs a staff member in and keeps the token under the console’s own key', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    await renderApp(storage, '#/sign-in');
    await user.type(await screen.findByRole('textbox', { name: 'Staff email' }), 'rita@mall.example');
    await user.type(screen.getByLabelText(/Password/), 'staff1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Offline top-ups' })).toBeInTheDocument();
    expect(storage.getItem(`staff:${TOKEN_KEY}`)).toBe(operationFixtures.loginWithPassword['access-token']);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('signs out an account without staff rights at once and says why', async () => {
    const user = userEvent.setup();
    server.use(
      // A shopper's token opens no staff queue (HTTP 403).
      http403('getPendingRecharges'),
    );
    const storage = memoryStorage();
    await renderApp(storage, '#/sign-in');
    await user.type(await screen.findByRole('textbox', { name: 'Staff email' }), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'shopper123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has no staff rights.');
    expect(storage.getItem(`staff:${TOKEN_KEY}`)).toBeNull();
  });

  it('lists the queues with their waiting counts inside the console’s frame', async () => {
    server.use(
      operationHandler(
        'getPendingWithdrawals',
        { ...operationFixtures.getPendingWithdrawals, total: 4 },
        BASE_URL,
      ),
    );
    await renderApp(signedIn(), '#/queues/withdrawals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawals' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    const link = within(nav).getByRole('link', { name: /Withdrawals/ });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(await within(link).findByText('4 waiting')).toBeInTheDocument();
  });
});

function http403(name: 'getPendingRecharges') {
  return operationHandler(
    name,
    () => {
      throw new Response(null, { status: 403 });
    },
    BASE_URL,
  );
}
