import { operationHandler } from '@mall/sdk/testing';
import { LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { notice, noticePage, user } from '../testing/fixtures';
import { BASE_URL, renderPage, startApiServer } from '../testing/render-page';
import { DashboardPage } from './dashboard-page';

const server = startApiServer();
const PAGE = '/pages/mine/dashboard';

/** The API for a signed-in Ada: records what was asked of the notice and logout endpoints. */
function serveAccount({ unread = 2, notices = noticePage([]) } = {}) {
  const calls: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname.replace('/api', '')}${url.search}`);
  };
  server.use(
    operationHandler('getUserInfo', user, BASE_URL),
    operationHandler('getNoticeUnreadState', { unread_count: unread, has_unread: unread > 0 }, BASE_URL),
    operationHandler(
      'getUserBalance',
      { balance_minor: 1_234_567, frozen_minor: 5_000, pending_minor: 0, currency: 'USD' },
      BASE_URL,
    ),
    operationHandler(
      'getNotices',
      (request) => {
        record(request);
        return notices;
      },
      BASE_URL,
    ),
    operationHandler(
      'markNoticesRead',
      (request) => {
        record(request);
        return { unread_count: 0 };
      },
      BASE_URL,
    ),
    operationHandler(
      'logout',
      (request) => {
        record(request);
        return { done: true };
      },
      BASE_URL,
    ),
  );
  return calls;
}

const signedInStorage = () =>
  memoryStorage({ [TOKEN_KEY]: 'token-of-ada', [LOGGED_IN_KEY]: '1', lang: 'en' });

describe('DashboardPage', () => {
  it('shows who the user is, their counts, balance and notices', async () => {
    serveAccount({
      notices: noticePage([
        notice(1, { type: 100, status: -1, read: false, title: 'Merchant account' }),
        notice(2, { type: 400, status: 1, title: 'Withdrawal' }),
        notice(3, { type: 300, status: 0, title: 'Storage' }),
      ]),
    });
    const { store } = await renderPage(<DashboardPage relaunch={jest.fn()} />, {
      route: PAGE,
      storage: signedInStorage(),
    });
    expect(screen.getByRole('progressbar', { name: 'Loading your account…' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(document.title).toBe('My account · Mall');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('ADA-2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a seller' })).toHaveAttribute(
      'href',
      '/pages/shop/create',
    );

    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('3')).toBeInTheDocument();
    expect(within(overview).getByText('Unread notices: 2')).toBeInTheDocument();

    const balance = screen.getByRole('region', { name: 'Wallet balance' });
    expect(await within(balance).findByText('$12,345.67')).toBeInTheDocument();
    expect(within(balance).getByText('$50.00')).toBeInTheDocument();
    expect(within(balance).getByText('$0.00')).toBeInTheDocument();

    const notices = screen.getByRole('region', { name: 'Notices' });
    const items = await within(notices).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/Merchant account.*Unread.*Merchant account application.*Failed/);
    expect(items[1]).toHaveTextContent(/Withdrawal application.*Succeeded/);
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(items[2]).toHaveTextContent(/Storage application.*Under review/);
    expect(store.getState().session.cartCount).toBe(3);
  });

  it('links to the orders, all or under one history label, and to the returns', async () => {
    serveAccount();
    await renderPage(<DashboardPage relaunch={jest.fn()} />, { route: PAGE, storage: signedInStorage() });
    const orders = await screen.findByRole('navigation', { name: 'My orders' });
    expect(
      within(orders)
        .getAllByRole('link')
        .map((link) => `${link.textContent} → ${link.getAttribute('href')}`),
    ).toEqual([
      'All orders → /pages/history/purchase',
      'Pending payment → /pages/history/purchase?state=pending_payment',
      'To be shipped → /pages/history/purchase?state=to_deliver',
      'On the way → /pages/history/purchase?state=on_the_way',
      'In transit → /pages/history/purchase?state=in_transit',
      'Delivered → /pages/history/purchase?state=delivered',
      'Cancelled → /pages/history/purchase?state=cancelled',
      'My returns → /pages/mine/refund_sent',
    ]);
  });

  it('caps the unread badge at 999+ (docs/requirements.md R9)', async () => {
    serveAccount({ unread: 1500 });
    await renderPage(<DashboardPage relaunch={jest.fn()} />, { route: PAGE, storage: signedInStorage() });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('999+')).toBeInTheDocument();
    expect(within(overview).getByText('Unread notices: 1500')).toBeInTheDocument();
  });

  it('marks a notice read when it is opened, and all of them on request', async () => {
    const calls = serveAccount({ notices: noticePage([notice(7, { read: false }), notice(8)]) });
    const { user: person } = await renderPage(<DashboardPage relaunch={jest.fn()} />, {
      route: PAGE,
      storage: signedInStorage(),
    });

    const toggle = await screen.findByRole('button', { name: 'Notice 7' });
    expect(screen.getByText('Details of notice 7')).not.toBeVisible();
    await person.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Details of notice 7')).toBeVisible();
    await waitFor(() => expect(calls).toContain('/customer/user/notice-read?id=7'));

    await person.click(screen.getByRole('button', { name: 'Notice 8' }));
    await person.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls).toContain('/customer/user/notice-read'));
    expect(calls.filter((call) => call.startsWith('/customer/user/notice-read'))).toEqual([
      '/customer/user/notice-read?id=7',
      '/customer/user/notice-read',
    ]);
  });

  it('pages through notices 15 at a time', async () => {
    const calls = serveAccount({
      notices: noticePage([notice(1)], { total: 40, has_more: true }),
    });
    const { user: person } = await renderPage(<DashboardPage relaunch={jest.fn()} />, {
      route: PAGE,
      storage: signedInStorage(),
    });
    const pages = await screen.findByRole('navigation', { name: 'Notice pages' });
    expect(within(pages).getByText('Total notices: 40')).toBeInTheDocument();
    await person.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(calls).toContain('/customer/user/notices?page=3&page_size=15'));
    expect(calls[0]).toBe('/customer/user/notices?page=1&page_size=15');
  });

  it('says when there are no notices yet', async () => {
    serveAccount();
    await renderPage(<DashboardPage relaunch={jest.fn()} />, { route: PAGE, storage: signedInStorage() });
    expect(await screen.findByRole('heading', { name: 'You have no notices yet.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  });

  it('offers to try again when the account cannot be loaded', async () => {
    server.use(
      http.get(`${BASE_URL}/customer/info/get_userinfo`, () => new HttpResponse(null, { status: 500 })),
    );
    const { user: person } = await renderPage(<DashboardPage relaunch={jest.fn()} />, {
      route: PAGE,
      storage: signedInStorage(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your account.');

    serveAccount();
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('asks before logging out, then signs out, forgets the session and relaunches home', async () => {
    const calls = serveAccount();
    const relaunch = jest.fn();
    const storage = signedInStorage();
    const { user: person, store } = await renderPage(<DashboardPage relaunch={relaunch} />, {
      route: PAGE,
      storage,
    });

    await person.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out of Mall?' });
    expect(dialog).toHaveAccessibleDescription(
      'You will need to log in again to see your orders, wallet and notices.',
    );
    await person.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).not.toContain('/customer/user/logout');
    expect(store.getState().session.token).toBe('token-of-ada');

    await person.click(screen.getByRole('button', { name: 'Log out' }));
    await person.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(relaunch).toHaveBeenCalledWith('/pages/home/home'));
    expect(calls).toContain('/customer/user/logout');
    expect(store.getState().session).toMatchObject({ token: null, loggedIn: false, user: null });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(LOGGED_IN_KEY)).toBeNull();
    expect(storage.getItem('lang')).toBe('en');
  });

  it('opens the seller app of a seller with a one-time ticket, never a token', async () => {
    serveAccount();
    server.use(
      operationHandler(
        'getUserInfo',
        { ...user, is_seller: true, seller_url: 'http://seller.localhost:8080/' },
        BASE_URL,
      ),
      operationHandler(
        'createSellerTicket',
        { ticket: 'tk-0123', expires_at: '2026-01-15T09:31:00.000Z' },
        BASE_URL,
      ),
    );
    const openUrl = jest.fn();
    const { user: person } = await renderPage(<DashboardPage relaunch={jest.fn()} openUrl={openUrl} />, {
      route: PAGE,
      storage: signedInStorage(),
    });
    expect(await screen.findByRole('button', { name: 'Open the seller panel' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become a seller' })).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Open the seller panel' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('http://seller.localhost:8080/?ticket=tk-0123'));
  });

  it('links TikTok only after the password: a wrong one is shown beside the field', async () => {
    serveAccount();
    const sent: string[] = [];
    server.use(
      operationHandler('getSignInProviders', { tiktok: { enabled: true, sandbox: true } }, BASE_URL),
      operationHandler(
        'getSignInMethods',
        { email: 'ada@example.com', has_password: true, tiktok: null },
        BASE_URL,
      ),
      http.post(`${BASE_URL}/customer/login/tiktok/bind`, async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        sent.push(body.get('password') ?? '');
        return HttpResponse.json(
          body.get('password') === 'engine42'
            ? {
                code: 200,
                message: 'OK',
                data: { authorize_url: '/api/sandbox/tiktok/authorize?x=1', state: 'state-0123456789abcdef' },
              }
            : { code: 3300100, message: 'The password is wrong', data: null },
        );
      }),
    );
    const openUrl = jest.fn();
    const { user: person } = await renderPage(<DashboardPage relaunch={jest.fn()} openUrl={openUrl} />, {
      route: PAGE,
      storage: signedInStorage(),
    });
    expect(await screen.findByText(/a local stand-in for TikTok/)).toBeInTheDocument();
    await person.click(await screen.findByRole('button', { name: 'Link TikTok' }));
    await person.type(screen.getByLabelText(/Your Mall password/), 'wrong-one');
    await person.click(screen.getByRole('button', { name: 'Continue to TikTok' }));
    expect(await screen.findByText('The password is wrong.')).toBeInTheDocument();
    expect(openUrl).not.toHaveBeenCalled();

    await person.clear(screen.getByLabelText(/Your Mall password/));
    await person.type(screen.getByLabelText(/Your Mall password/), 'engine42');
    await person.click(screen.getByRole('button', { name: 'Continue to TikTok' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/api/sandbox/tiktok/authorize?x=1'));
    expect(sent).toEqual(['wrong-one', 'engine42']);
    sessionStorage.clear();
  });

  it('adds an e-mail with the code sent to it, and asks before unlinking TikTok', async () => {
    serveAccount();
    const verified: string[] = [];
    let methods = { email: '', has_password: false, tiktok: { display_name: 'Nok', avatar_url: '' } };
    server.use(
      operationHandler('getSignInProviders', { tiktok: { enabled: true, sandbox: false } }, BASE_URL),
      operationHandler('getSignInMethods', () => methods, BASE_URL),
      operationHandler('sendEmailCode', { expires_in_seconds: 900 }, BASE_URL),
      http.post(`${BASE_URL}/customer/email/verify`, async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        verified.push(`${body.get('email')} ${body.get('code')} ${body.get('password')}`);
        if (body.get('code') !== '123456')
          return HttpResponse.json({ code: 3300103, message: 'wrong', data: null });
        methods = { ...methods, email: 'nok@example.com', has_password: true };
        return HttpResponse.json({ code: 200, message: 'OK', data: { done: true } });
      }),
    );
    const { user: person } = await renderPage(<DashboardPage relaunch={jest.fn()} openUrl={jest.fn()} />, {
      route: PAGE,
      storage: signedInStorage(),
    });
    expect(await screen.findByText('Linked to TikTok as Nok')).toBeInTheDocument();
    await person.type(screen.getByLabelText(/^E-mail address/), 'nok@example.com');
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We sent a six-digit code to nok@example.com/)).toBeInTheDocument();
    await person.type(screen.getByLabelText(/^Code/), '000000');
    await person.type(screen.getByLabelText(/Choose a password/), 'dancing42');
    await person.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(
      await screen.findByText('The code is wrong or has expired. Ask for a new one.'),
    ).toBeInTheDocument();
    await person.clear(screen.getByLabelText(/^Code/));
    await person.type(screen.getByLabelText(/^Code/), '123456');
    await person.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    const ways = screen.getByRole('region', { name: 'E-mail' });
    await waitFor(() => expect(within(ways).getByText('nok@example.com')).toBeInTheDocument());
    expect(within(ways).queryByRole('button', { name: 'Verify e-mail' })).not.toBeInTheDocument();
    expect(verified).toEqual(['nok@example.com 000000 dancing42', 'nok@example.com 123456 dancing42']);

    await person.click(screen.getByRole('button', { name: 'Unlink TikTok' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink TikTok?' });
    expect(within(dialog).getByText(/no longer be able to sign in/)).toBeInTheDocument();
  });
});
