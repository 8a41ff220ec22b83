import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { latestMailTo } from '@mall/server-account';
import { expect } from 'expect';
import { createTestApp, form, signUp, type TestApp } from './harness';

/**
 * Sign-up, sign-in and linking with the short-video platform's local sandbox (TIKTOK_PROVIDER=sandbox), the
 * browser's part played through the sandbox's own authorize page.
 */
describe('the short-video platform sandbox', () => {
  let api: TestApp;
  before(async () => {
    api = await createTestApp({ TIKTOK_PROVIDER: 'sandbox' });
  });
  after(() => api.close());

  const startLogin = () =>
    api.call({ method: 'GET', url: '/api/customer/login/tiktok/start', query: { purpose: 'login' } });
  const startBinding = (token: string, password = 'engine42') =>
    api.call(form('/api/customer/login/tiktok/bind', { password }, token));
  const finishLogin = (data: string) =>
    api.call({ method: 'GET', url: '/api/customer/login/tiktok', query: { data } });
  const finishBinding = (token: string, code: string, state: string) =>
    api.call(form('/api/customer/login/bindtaccount', { code, state }, token));
  const methods = async (token: string) =>
    (
      await api.call({
        method: 'GET',
        url: '/api/customer/login/methods',
        headers: { 'access-token': token },
      })
    ).body;

  /** The person on the sandbox's authorize page: picks (or makes) a user; answers the callback's query. */
  const approveAs = async (authorizeUrl: string, fields: Record<string, string>): Promise<URL> => {
    const url = new URL(authorizeUrl, 'http://shop.local');
    const page = await api.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox');
    const answer = await api.app.inject(
      form(url.pathname, { ...Object.fromEntries(url.searchParams), ...fields }),
    );
    expect(answer.statusCode).toBe(303);
    return new URL(answer.headers.location as string, 'http://shop.local');
  };

  const signUpWithSandbox = async (name: string) => {
    const started = await startLogin();
    const back = await approveAs(started.body.data.authorize_url as string, { display_name: name });
    const signedIn = await finishLogin(back.search);
    expect(signedIn.body.code).toBe(200);
    return {
      token: signedIn.body.data['access-token'] as string,
      user: signedIn.body.data.user as { id: number; email: string; firstname: string },
    };
  };

  it('is offered as a labelled sandbox, with a same-origin authorize page and S256 PKCE', async () => {
    const providers = await api.call({ method: 'GET', url: '/api/customer/login/providers' });
    expect(providers.body.data).toEqual({ tiktok: { enabled: true, sandbox: true } });
    const started = await startLogin();
    const url = new URL(started.body.data.authorize_url as string, 'http://shop.local');
    expect(url.pathname).toBe('/api/sandbox/tiktok/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBe(started.body.data.state);
    const page = await api.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { 'accept-language': 'th-TH,th;q=0.9' },
    });
    expect(page.body).toContain('lang="th"');
    expect(page.body).toContain('แซนด์บ็อกซ์');
    // Without a PKCE challenge the sandbox refuses the request, as a real provider does.
    url.searchParams.delete('code_challenge');
    expect((await api.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(
      400,
    );
  });

  it('signs a new person up without an e-mail, and the same person in again', async () => {
    const first = await signUpWithSandbox('Nok Dances');
    expect(first.user).toMatchObject({ email: '', firstname: 'Nok Dances' });
    expect(await methods(first.token)).toMatchObject({
      code: 200,
      data: {
        email: '',
        has_password: false,
        tiktok: {
          display_name: 'Nok Dances',
          avatar_url: expect.stringMatching(/^\/api\/sandbox\/tiktok\/avatar\//),
        },
      },
    });
    const again = await signUpWithSandbox('Nok Dances');
    expect(again.user.id).toBe(first.user.id);
  });

  it('refuses a callback whose code was already used, and a state that is not the one issued', async () => {
    const started = await startLogin();
    const back = await approveAs(started.body.data.authorize_url as string, { display_name: 'Replay' });
    expect((await finishLogin(back.search)).body.code).toBe(200);
    // The same code and state again: the state is spent.
    expect((await finishLogin(back.search)).body.code).toBe(1000008);

    // The same code with a fresh state: the sandbox's code is single-use, so the exchange fails.
    const fresh = await startLogin();
    const reused = new URLSearchParams(back.search);
    reused.set('state', fresh.body.data.state as string);
    expect((await finishLogin(reused.toString())).body.code).toBe(2000018);

    // A state the server never issued.
    const other = await startLogin();
    const answer = await approveAs(other.body.data.authorize_url as string, { display_name: 'Replay' });
    const forged = new URLSearchParams(answer.search);
    forged.set('state', 'A'.repeat(43));
    expect((await finishLogin(forged.toString())).body.code).toBe(1000008);
  });

  it('refuses a code issued for another PKCE challenge (the verifier kept server-side does not match)', async () => {
    const started = await startLogin();
    const url = new URL(started.body.data.authorize_url as string, 'http://shop.local');
    url.searchParams.set('code_challenge', createHash('sha256').update('attacker').digest('base64url'));
    const back = await approveAs(`${url.pathname}${url.search}`, { display_name: 'Pkce' });
    const { status, body } = await finishLogin(back.search);
    expect(status).toBe(200);
    expect(body.code).toBe(2000018);
  });

  it('answers a cancelled sign-in as refused', async () => {
    const started = await startLogin();
    const back = await approveAs(started.body.data.authorize_url as string, { deny: '1' });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect((await finishLogin(back.search)).body.code).toBe(1000008);
  });

  it('links only after the password is confirmed, and never an open_id linked to another account', async () => {
    const ada = await signUp(api, 'ada.link@example.com');
    expect((await startBinding(ada.token, 'not-the-password')).body.code).toBe(3300100);
    const started = await startBinding(ada.token);
    expect(started.body.code).toBe(200);
    const back = await approveAs(started.body.data.authorize_url as string, { display_name: 'Ada Links' });
    const linked = await finishBinding(
      ada.token,
      back.searchParams.get('code')!,
      back.searchParams.get('state')!,
    );
    expect(linked.body.data).toEqual({ provider: 'tiktok', provider_account_name: 'Ada Links' });
    // Signing in with it reaches Ada's account.
    const login = await signUpWithSandbox('Ada Links');
    expect(login.user.id).toBe(ada.id);

    // Someone else cannot take it over.
    const bob = await signUp(api, 'bob.link@example.com');
    const bobStart = await startBinding(bob.token);
    const bobBack = await approveAs(bobStart.body.data.authorize_url as string, {
      display_name: 'Ada Links',
    });
    const refused = await finishBinding(
      bob.token,
      bobBack.searchParams.get('code')!,
      bobBack.searchParams.get('state')!,
    );
    expect(refused.body.code).toBe(3300101);
    expect((await methods(bob.token)).data.tiktok).toBeNull();

    // An account made with the platform has no password to confirm: it cannot start a link.
    const made = await signUpWithSandbox('No Password');
    expect((await startBinding(made.token, 'whatever1')).body.code).toBe(3300106);
  });

  it('refuses to unlink the last way to sign in; with a verified e-mail and a password it may', async () => {
    const { token } = await signUpWithSandbox('Last Method');
    const unlink = () => api.call(form('/api/customer/login/tiktok/unbind', {}, token));
    expect((await unlink()).body.code).toBe(3300102);

    // A code to the new address, then the address with a first password.
    expect(
      (await api.call(form('/api/customer/email/code', { email: 'last@example.com' }, token))).body,
    ).toMatchObject({ code: 200, data: { expires_in_seconds: 900 } });
    const mail = await latestMailTo(api.database.db, 'last@example.com');
    const code = /\b(\d{6})\b/.exec(mail!.subject)![1]!;
    const wrong = code === '000000' ? '000001' : '000000';
    const verify = (fields: Record<string, string>) =>
      api.call(form('/api/customer/email/verify', fields, token));
    expect((await verify({ email: 'last@example.com', code: wrong })).body.code).toBe(3300103);
    expect((await verify({ email: 'last@example.com', code, password: 'dancing42' })).body.code).toBe(200);
    // Used once.
    expect((await verify({ email: 'last@example.com', code })).body.code).toBe(3300104);
    expect((await methods(token)).data).toMatchObject({ email: 'last@example.com', has_password: true });

    expect((await unlink()).body.code).toBe(200);
    expect((await methods(token)).data.tiktok).toBeNull();
    // The e-mail and password sign in now.
    const login = await api.call(
      form('/api/customer/login/account', { email: 'last@example.com', password: 'dancing42' }),
    );
    expect(login.body.code).toBe(200);
  });

  it('asks an account without an e-mail to add one before applying as a seller, and refuses a taken address', async () => {
    const { token } = await signUpWithSandbox('Wants To Sell');
    const apply = () => api.call(form('/api/customer/user/applyseller', { reason: 'Selling' }, token));
    expect((await apply()).body.code).toBe(3300105);

    await signUp(api, 'taken@example.com');
    expect(
      (await api.call(form('/api/customer/email/code', { email: 'TAKEN@example.com' }, token))).body.code,
    ).toBe(1100000);

    await api.call(form('/api/customer/email/code', { email: 'seller.to.be@example.com' }, token));
    const mail = await latestMailTo(api.database.db, 'seller.to.be@example.com');
    const code = /\b(\d{6})\b/.exec(mail!.subject)![1]!;
    expect(
      (await api.call(form('/api/customer/email/verify', { email: 'seller.to.be@example.com', code }, token)))
        .body.code,
    ).toBe(200);
    expect((await apply()).body.code).toBe(200);
  });
});
