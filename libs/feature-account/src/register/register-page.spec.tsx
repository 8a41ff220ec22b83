import { errorHandler, operationFixtures, operationHandler } from '@mall/sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { BASE_URL, renderPage, startApiServer } from '../testing/render-page';
import { RegisterPage } from './register-page';

const server = startApiServer();
const REGISTER = '/pages/users/register';
const signIn = { ...operationFixtures.register, 'access-token': 'token-of-new-user-0123456789abcdef' };

function recordRegister() {
  const sent: Array<Record<string, string>> = [];
  server.use(
    operationHandler(
      'register',
      async (request) => {
        sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return signIn;
      },
      BASE_URL,
    ),
  );
  return sent;
}

/** Fills every field correctly; the terms box is left to the test. */
async function fillIn(user: UserEvent, invitationCode = '') {
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/Email address/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.type(screen.getByLabelText(/Confirm password/), 'secret1');
  if (invitationCode) await user.type(screen.getByLabelText(/Invitation code/), invitationCode);
}

describe('RegisterPage', () => {
  it('creates the account, signs it in and goes home', async () => {
    const sent = recordRegister();
    const { user, store } = await renderPage(<RegisterPage />, { route: REGISTER });
    expect(document.title).toBe('Create an account · Mall');

    await fillIn(user, 'FRIEND-42');
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Now at /pages/home/home')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        password: 'secret1',
        confirm_password: 'secret1',
        invitation_code: 'FRIEND-42',
        agree_terms: 'true',
      },
    ]);
    expect(store.getState().session).toMatchObject({ loggedIn: true, token: signIn['access-token'] });
  });

  it('will not send anything until the terms are agreed to, and says so (docs/requirements.md R4)', async () => {
    const sent = recordRegister();
    const { user } = await renderPage(<RegisterPage />, { route: REGISTER });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const terms = screen.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' });
    expect(
      await screen.findByText('Please agree to the terms and conditions and check the box.'),
    ).toBeInTheDocument();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(terms).toHaveFocus());
    expect(sent).toEqual([]);

    await user.keyboard(' ');
    expect(terms).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Now at /pages/home/home')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('invitation_code');
  });

  it('explains the name and password rules beside the fields', async () => {
    const { user } = await renderPage(<RegisterPage />, { route: REGISTER });
    await user.type(screen.getByLabelText(/First name/), 'José');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.type(screen.getByLabelText(/Confirm password/), '54321');
    await user.tab();

    expect(await screen.findByText('Please write your name in English letters (A–Z).')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      '6 to 30 characters Your password must have at least 6 characters.',
    );
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
  });

  it('stays on the form and marks the email when it is already registered', async () => {
    server.use(errorHandler('register', 1100000, 'Email already exists', BASE_URL));
    const { user, store, toasts } = await renderPage(<RegisterPage />, { route: REGISTER });
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('This email is already registered.')).toBeInTheDocument();
    expect(toasts).toEqual([]);
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
    expect(store.getState().session.loggedIn).toBe(false);
  });

  it('links to the terms (in a new tab, so the form is kept) and to login', async () => {
    await renderPage(<RegisterPage />, { route: REGISTER });
    const terms = screen.getByRole('link', { name: /Read the terms and conditions/ });
    expect(terms).toHaveAttribute('href', '/pages/policy/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/pages/users/login');
  });
});
