import { mallApi } from '@mall/sdk';
import { errorHandler, operationFixtures, operationHandler } from '@mall/sdk/testing';
import { TOKEN_KEY } from '@mall/session';
import { memoryStorage } from '@mall/session';
import { screen, waitFor } from '@testing-library/react';
import { BASE_URL, renderPage, startApiServer } from '../testing/render-page';
import { LoginPage } from './login-page';

const server = startApiServer();
const LOGIN = '/pages/users/login';
const signIn = {
  ...operationFixtures.loginWithPassword,
  'access-token': 'token-of-ada-0123456789abcdef0123',
};

/** Answers the login with `signIn` and records what was sent. */
function recordLogin() {
  const sent: Array<Record<string, string>> = [];
  server.use(
    operationHandler(
      'loginWithPassword',
      async (request) => {
        sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return signIn;
      },
      BASE_URL,
    ),
  );
  return sent;
}

describe('LoginPage', () => {
  it('signs in and goes back to the page that asked for it, with nothing cached from before', async () => {
    const sent = recordLogin();
    const storage = memoryStorage();
    const { user, store } = await renderPage(<LoginPage />, {
      path: LOGIN,
      route: `${LOGIN}?redirect=${encodeURIComponent('/pages/mine/dashboard?tab=notices')}`,
      storage,
    });
    await store.dispatch(mallApi.endpoints.getUserInfo.initiate());

    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are not logged in. Please log in.');
    expect(document.title).toBe('Log in · Mall');

    await user.type(screen.getByLabelText(/Email address/), ' ada@example.com ');
    await user.type(screen.getByLabelText(/Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Now at /pages/mine/dashboard?tab=notices')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'ada@example.com', password: 'secret1' }]);
    expect(store.getState().session).toMatchObject({ loggedIn: true, token: signIn['access-token'] });
    expect(storage.getItem(TOKEN_KEY)).toBe(signIn['access-token']);
    // Nothing of the signed-out visitor's is kept; only which sign-in providers the server offers (the same for
    // everyone) may be asked again by the page as it leaves.
    const kept = Object.keys(store.getState().mallApi.queries);
    expect(kept.filter((key) => !key.startsWith('getSignInProviders('))).toEqual([]);
  });

  it('goes home when there is no redirect, or one that leaves the app', async () => {
    recordLogin();
    const { user } = await renderPage(<LoginPage />, {
      path: LOGIN,
      route: `${LOGIN}?redirect=${encodeURIComponent('https://evil.example/')}`,
    });
    await user.type(screen.getByLabelText(/Email address/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret1{Enter}');
    expect(await screen.findByText('Now at /pages/home/home')).toBeInTheDocument();
  });

  it('says how long to wait when the server answers 1100009 (too many sign-in attempts)', async () => {
    server.use(
      operationHandler(
        'loginWithPassword',
        () => ({
          code: 1100009,
          message: 'Too many sign-in attempts: try again in 16 s',
          data: { retry_after_seconds: 16 },
        }),
        BASE_URL,
      ),
    );
    const { user, toasts } = await renderPage(<LoginPage />, { route: LOGIN });

    await user.type(screen.getByLabelText(/Email address/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'a-guess');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    // Toasted with the seconds: the server's message here; the shop's translator (`sdkTranslator`, tested
    // with it) puts them into the reader's language.
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({ message: 'Too many sign-in attempts: try again in 16 s', code: 1100009 }),
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('stays on the form and says so beside the password when the server answers 1100002', async () => {
    server.use(errorHandler('loginWithPassword', 1100002, 'Email or password wrong', BASE_URL));
    const { user, store, toasts } = await renderPage(<LoginPage />, { route: LOGIN });

    await user.type(screen.getByLabelText(/Email address/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(toasts).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
    expect(store.getState().session.loggedIn).toBe(false);
  });

  it('shows what is missing beside each field, focuses the first, and sends nothing', async () => {
    const sent = recordLogin();
    const { user } = await renderPage(<LoginPage />, { route: LOGIN });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const email = screen.getByLabelText(/Email address/);
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Enter your password.');
    await waitFor(() => expect(email).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it('links to registration, and offers TikTok only when the server does', async () => {
    await renderPage(<LoginPage />, { path: LOGIN, route: `${LOGIN}?redirect=%2Fpages%2Fmine%2Fdashboard` });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/pages/users/register',
    );
    expect(screen.queryByRole('button', { name: 'Continue with TikTok' })).not.toBeInTheDocument();
  });

  it('continues with TikTok (the sandbox labelled as such), keeping the redirect', async () => {
    const seen: string[] = [];
    server.use(
      operationHandler('getSignInProviders', { tiktok: { enabled: true, sandbox: true } }, BASE_URL),
      operationHandler(
        'startTiktokLogin',
        (request) => {
          seen.push(new URL(request.url).search);
          return { authorize_url: '/api/sandbox/tiktok/authorize?a=1', state: 'state-0123456789abcdef' };
        },
        BASE_URL,
      ),
    );
    const openUrl = jest.fn();
    const { user } = await renderPage(<LoginPage openUrl={openUrl} />, {
      path: LOGIN,
      route: `${LOGIN}?redirect=%2Fpages%2Fmine%2Fdashboard`,
    });
    await user.click(await screen.findByRole('button', { name: 'Continue with TikTok' }));
    expect(screen.getByText(/a local stand-in for TikTok/)).toBeInTheDocument();
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/api/sandbox/tiktok/authorize?a=1'));
    expect(seen).toEqual(['?purpose=login&return_to=%2Fpages%2Fmine%2Fdashboard']);
    sessionStorage.clear();
  });

  it('speaks the user’s language', async () => {
    await renderPage(<LoginPage />, { route: LOGIN, language: 'th' });
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(screen.getByLabelText(/อีเมล/)).toBeInTheDocument();
  });
});
