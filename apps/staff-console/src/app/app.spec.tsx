import { errorHandler, operationFixtures, operationHandler } from '@mall/sdk/testing';
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

  it('signs a staff member in through the staff sign-in and keeps the token under the console’s own key', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    await renderApp(storage, '#/sign-in');
    await user.type(await screen.findByRole('textbox', { name: 'Staff email' }), 'rita@mall.example');
    await user.type(screen.getByLabelText(/Password/), 'staff1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Offline top-ups' })).toBeInTheDocument();
    expect(storage.getItem(`staff:${TOKEN_KEY}`)).toBe(operationFixtures.staffLogin.token);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('refuses a shopper’s account as a wrong password, and says when sign-in is throttled', async () => {
    const user = userEvent.setup();
    server.use(errorHandler('staffLogin', 1100002, 'Email or password wrong', BASE_URL));
    const storage = memoryStorage();
    await renderApp(storage, '#/sign-in');
    await user.type(await screen.findByRole('textbox', { name: 'Staff email' }), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'shopper123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('The email or the password is wrong, or the account is not a staff account.'),
    ).toBeInTheDocument();
    expect(storage.getItem(`staff:${TOKEN_KEY}`)).toBeNull();

    server.use(
      operationHandler(
        'staffLogin',
        () => ({ code: 1100009, message: 'Too many sign-in attempts', data: { retry_after_seconds: 240 } }),
        BASE_URL,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Try again in 4 min.',
    );
  });

  it('lists the queues with their waiting counts inside the console’s frame', async () => {
    const one = { open: 0, claimed: 0, awaiting_second_approval: 0 };
    server.use(
      operationHandler(
        'getStaffQueueCounts',
        {
          recharge: one,
          withdrawal: { ...one, open: 4 },
          seller_application: one,
          shop_registration: one,
          product: one,
          return: one,
          shipment: one,
        },
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
