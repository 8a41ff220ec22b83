import { errorHandler, operationFixtures, operationHandler } from '@mall/sdk/testing';
import { TOKEN_KEY } from '@mall/session';
import { memoryStorage } from '@mall/session';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { BASE_URL, renderPage, startApiServer } from '../testing/render-page';
import { SignInPage } from './sign-in-page';

const server = startApiServer();
const PAGE = '/sign-in';

describe('SignInPage', () => {
  it('exchanges the shop’s ticket once for a session of its own and opens the sales', async () => {
    const tickets: string[] = [];
    server.use(
      operationHandler(
        'exchangeSellerTicket',
        async (request) => {
          tickets.push(new URLSearchParams(await request.text()).get('ticket')!);
          return { 'access-token': 'seller-session-token', seller_url: 'http://seller.localhost:8080/' };
        },
        BASE_URL,
      ),
    );
    const storage = memoryStorage();
    const { store } = await renderPage(
      <StrictMode>
        <SignInPage ticket="tk-0123" />
      </StrictMode>,
      { route: PAGE, storage },
    );
    expect(screen.getByRole('progressbar', { name: 'Signing you in…' })).toBeInTheDocument();
    expect(await screen.findByText('Now at /sales')).toBeInTheDocument();
    expect(tickets).toEqual(['tk-0123']);
    expect(store.getState().session.token).toBe('seller-session-token');
    expect(storage.getItem(TOKEN_KEY)).toBe('seller-session-token');
  });

  it('offers the password when the ticket is refused', async () => {
    server.use(errorHandler('exchangeSellerTicket', 2000017, 'Session invalid', BASE_URL));
    await renderPage(<SignInPage ticket="used-ticket" />, { route: PAGE });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That sign-in link has expired or was already used.',
    );
    expect(await screen.findByLabelText(/Email address/)).toBeInTheDocument();
  });

  it('signs in with email and password', async () => {
    const sent: Array<Record<string, string>> = [];
    server.use(
      operationHandler(
        'loginWithPassword',
        async (request) => {
          sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
          return { ...operationFixtures.loginWithPassword, 'access-token': 'token-of-ada-0123456789abcdef' };
        },
        BASE_URL,
      ),
    );
    const { user, store } = await renderPage(<SignInPage />, { route: PAGE });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to the seller panel' }),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Email address/), ' ada@example.com ');
    await user.type(screen.getByLabelText(/Password/), 'secret1{Enter}');
    expect(await screen.findByText('Now at /sales')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'ada@example.com', password: 'secret1' }]);
    expect(store.getState().session.loggedIn).toBe(true);
  });

  it('says so beside the password when it is wrong', async () => {
    server.use(errorHandler('loginWithPassword', 1100002, 'Email or password wrong', BASE_URL));
    const { user } = await renderPage(<SignInPage />, { route: PAGE });
    await user.type(await screen.findByLabelText(/Email address/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'nope{Enter}');
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Password/)).toHaveAttribute('aria-invalid', 'true'));
  });

  it('speaks the seller’s language', async () => {
    await renderPage(<SignInPage />, { route: PAGE, language: 'jp' });
    expect(screen.getByRole('heading', { level: 1, name: '販売者パネルにログイン' })).toBeInTheDocument();
  });
});
