import { errorHandler, operationFixtures, operationHandler } from '@mall/sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import { PENDING_SOCIAL_LOGIN_KEY } from '../shared/social-login-state';
import { BASE_URL, renderPage, startApiServer } from '../testing/render-page';
import { SocialLoginPage } from './social-login-page';

const server = startApiServer();
const PAGE = '/pages/users/tiktok';
const STATE = 'state-0123456789abcdef';
const signIn = { ...operationFixtures.tiktokLogin, 'access-token': 'token-from-tiktok-0123456789abcdef' };

/** Records the query strings an operation was called with. */
function recordQueries(name: 'startTiktokLogin' | 'tiktokLogin' | 'bindTiktokAccount', answer: object) {
  const seen: string[] = [];
  server.use(
    operationHandler(
      name,
      async (request) => {
        const url = new URL(request.url);
        seen.push(request.method === 'GET' ? url.search : await request.text());
        return answer as never;
      },
      BASE_URL,
    ),
  );
  return seen;
}

afterEach(() => sessionStorage.clear());

describe('SocialLoginPage', () => {
  it('starts the platform sign-in and sends the browser to its authorisation page', async () => {
    const seen = recordQueries('startTiktokLogin', {
      authorize_url: 'https://tiktok.example/authorize?client_key=mall',
      state: STATE,
    });
    const openUrl = jest.fn();
    const { user } = await renderPage(<SocialLoginPage openUrl={openUrl} />, {
      path: PAGE,
      route: `${PAGE}?redirect=%2Fpages%2Fcart%2Fcart`,
    });
    expect(document.title).toBe('Log in with TikTok · Mall');

    await user.click(screen.getByRole('button', { name: 'Continue with TikTok' }));

    await waitFor(() =>
      expect(openUrl).toHaveBeenCalledWith('https://tiktok.example/authorize?client_key=mall'),
    );
    expect(seen).toEqual(['?purpose=login&return_to=%2Fpages%2Fcart%2Fcart']);
    expect(JSON.parse(sessionStorage.getItem(PENDING_SOCIAL_LOGIN_KEY)!)).toEqual({
      state: STATE,
      purpose: 'login',
      returnTo: '/pages/cart/cart',
    });
  });

  it('finishes the sign-in from the callback query and goes where the user started', async () => {
    sessionStorage.setItem(
      PENDING_SOCIAL_LOGIN_KEY,
      JSON.stringify({ state: STATE, purpose: 'login', returnTo: '/pages/cart/cart' }),
    );
    const seen = recordQueries('tiktokLogin', signIn);
    const { store } = await renderPage(<SocialLoginPage openUrl={jest.fn()} />, {
      path: PAGE,
      route: `${PAGE}?code=auth-code&state=${STATE}`,
    });

    expect(await screen.findByText('Now at /pages/cart/cart')).toBeInTheDocument();
    expect(seen).toEqual([`?data=${encodeURIComponent(`code=auth-code&state=${STATE}`)}`]);
    expect(store.getState().session).toMatchObject({ loggedIn: true, token: signIn['access-token'] });
    expect(sessionStorage.getItem(PENDING_SOCIAL_LOGIN_KEY)).toBeNull();
  });

  it('explains that the account must be bound first when the server answers 2000019', async () => {
    server.use(errorHandler('tiktokLogin', 2000019, 'No data found', BASE_URL));
    const { store } = await renderPage(<SocialLoginPage openUrl={jest.fn()} />, {
      path: PAGE,
      route: `${PAGE}?code=auth-code&state=${STATE}`,
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This TikTok account is not connected to a Mall account yet. Log in with your email address and password, then connect TikTok from your account dashboard.',
    );
    expect(screen.getByRole('link', { name: 'Log in with your email address instead' })).toHaveAttribute(
      'href',
      '/pages/users/login',
    );
    expect(store.getState().session.loggedIn).toBe(false);
  });

  it('passes a refusal on to the server and offers to try again', async () => {
    server.use(errorHandler('tiktokLogin', 1000008, 'Invalid parameters', BASE_URL));
    await renderPage(<SocialLoginPage openUrl={jest.fn()} />, {
      path: PAGE,
      route: `${PAGE}?error=access_denied&state=${STATE}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The TikTok sign-in did not complete.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('binds the platform account when the dashboard started the flow', async () => {
    sessionStorage.setItem(
      PENDING_SOCIAL_LOGIN_KEY,
      JSON.stringify({ state: STATE, purpose: 'bind', returnTo: '/pages/mine/dashboard' }),
    );
    const bound = recordQueries('bindTiktokAccount', operationFixtures.bindTiktokAccount);
    const login = recordQueries('tiktokLogin', signIn);
    await renderPage(<SocialLoginPage openUrl={jest.fn()} />, {
      path: PAGE,
      route: `${PAGE}?code=auth-code&state=${STATE}`,
    });

    expect(await screen.findByText(/Your TikTok account is now connected/)).toBeInTheDocument();
    expect(bound).toEqual([`code=auth-code&state=${STATE}`]);
    expect(login).toEqual([]);
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/pages/mine/dashboard',
    );
  });
});
