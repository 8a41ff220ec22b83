import { errorHandler, operationHandler } from '@mall/sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import { PENDING_SOCIAL_LOGIN_KEY } from '../shared/social-login-state';
import { BASE_URL, renderPage, startApiServer } from '../testing/render-page';
import { ContinueWithTiktok } from './tiktok-button';

const server = startApiServer();

afterEach(() => sessionStorage.clear());

describe('ContinueWithTiktok', () => {
  it('is not shown when the server does not offer TikTok', async () => {
    server.use(
      operationHandler('getSignInProviders', { tiktok: { enabled: false, sandbox: false } }, BASE_URL),
    );
    await renderPage(<ContinueWithTiktok returnTo="/" openUrl={jest.fn()} />, { route: '/' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends the browser to the platform with the state remembered for the callback', async () => {
    server.use(
      operationHandler('getSignInProviders', { tiktok: { enabled: true, sandbox: false } }, BASE_URL),
      operationHandler(
        'startTiktokLogin',
        { authorize_url: 'https://tiktok.example/authorize?x=1', state: 'state-0123456789abcdef' },
        BASE_URL,
      ),
    );
    const openUrl = jest.fn();
    const { user } = await renderPage(<ContinueWithTiktok returnTo="/pages/cart/cart" openUrl={openUrl} />, {
      route: '/',
    });
    expect(screen.queryByText(/local stand-in/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Continue with TikTok' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('https://tiktok.example/authorize?x=1'));
    expect(JSON.parse(sessionStorage.getItem(PENDING_SOCIAL_LOGIN_KEY)!)).toEqual({
      state: 'state-0123456789abcdef',
      purpose: 'login',
      returnTo: '/pages/cart/cart',
    });
  });

  it('can be pressed again when the server refused to start', async () => {
    server.use(
      operationHandler('getSignInProviders', { tiktok: { enabled: true, sandbox: true } }, BASE_URL),
      errorHandler('startTiktokLogin', 2000018, 'Not configured', BASE_URL),
    );
    const openUrl = jest.fn();
    const { user } = await renderPage(<ContinueWithTiktok returnTo="/" openUrl={openUrl} />, { route: '/' });
    const button = await screen.findByRole('button', { name: 'Continue with TikTok' });
    await user.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeEnabled();
    expect(openUrl).not.toHaveBeenCalled();
  });
});
