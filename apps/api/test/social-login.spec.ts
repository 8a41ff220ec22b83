import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'expect';
import { oauthStates, users } from '../src/db/schema';
import { createTestApp, form, signUp, type TestApp } from './harness';

const CLIENT_ID = 'mall-client-key';
const CLIENT_SECRET = 'mall-client-secret';
const REDIRECT_URI = 'http://localhost:4200/pages/users/tiktok';

interface Grant {
  challenge: string;
  openId: string;
  displayName: string;
  used: boolean;
}

/**
 * A local stand-in for the short-video platform's OAuth 2 server. A test plays the browser: it reads the PKCE
 * challenge from the authorize URL and registers the code the provider would redirect back with.
 */
class FakeProvider {
  private server: Server | undefined;
  private readonly grants = new Map<string, Grant>();
  private readonly tokens = new Map<string, { openId: string; displayName: string }>();
  private counter = 0;
  baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(
        ([status, body]) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        },
        () => {
          response.writeHead(500);
          response.end();
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  env(): NodeJS.ProcessEnv {
    return {
      TIKTOK_AUTHORIZE_URL: `${this.baseUrl}/v2/auth/authorize/`,
      TIKTOK_TOKEN_URL: `${this.baseUrl}/v2/oauth/token/`,
      TIKTOK_USERINFO_URL: `${this.baseUrl}/v2/user/info/`,
      TIKTOK_CLIENT_ID: CLIENT_ID,
      TIKTOK_CLIENT_SECRET: CLIENT_SECRET,
      TIKTOK_REDIRECT_URI: REDIRECT_URI,
    };
  }

  /** What the provider does when the user approves: remembers the challenge and issues a code. */
  authorize(authorizeUrl: string, openId: string, displayName: string): string {
    const url = new URL(authorizeUrl);
    if (url.searchParams.get('code_challenge_method') !== 'S256') throw new Error('S256 expected');
    const code = `code-${++this.counter}`;
    this.grants.set(code, {
      challenge: url.searchParams.get('code_challenge')!,
      openId,
      displayName,
      used: false,
    });
    return code;
  }

  private async handle(request: IncomingMessage): Promise<[number, unknown]> {
    const url = new URL(request.url ?? '/', this.baseUrl);
    if (request.method === 'POST' && url.pathname === '/v2/oauth/token/') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const fields = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      if (fields.get('client_key') !== CLIENT_ID || fields.get('client_secret') !== CLIENT_SECRET)
        return [401, { error: 'invalid_client' }];
      if (fields.get('grant_type') !== 'authorization_code' || fields.get('redirect_uri') !== REDIRECT_URI)
        return [400, { error: 'invalid_request' }];
      const grant = this.grants.get(fields.get('code') ?? '');
      if (!grant || grant.used) return [400, { error: 'invalid_grant' }];
      const verifier = fields.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge)
        return [400, { error: 'invalid_grant', error_description: 'PKCE verification failed' }];
      grant.used = true;
      const accessToken = `token-${++this.counter}`;
      this.tokens.set(accessToken, { openId: grant.openId, displayName: grant.displayName });
      return [
        200,
        { access_token: accessToken, open_id: grant.openId, token_type: 'Bearer', expires_in: 86400 },
      ];
    }
    if (request.method === 'GET' && url.pathname === '/v2/user/info/') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const user = token ? this.tokens.get(token) : undefined;
      if (!user) return [401, { error: { code: 'access_token_invalid', message: 'invalid token' } }];
      return [
        200,
        {
          data: { user: { open_id: user.openId, display_name: user.displayName } },
          error: { code: 'ok', message: '' },
        },
      ];
    }
    return [404, { error: 'not_found' }];
  }
}

const registerUser = (api: TestApp, email: string) => signUp(api, email);

/** A login starts with a GET; linking is a POST from the signed-in user with their password (engine42). */
const start = (
  api: TestApp,
  purpose: 'login' | 'bind',
  token?: string,
  returnTo?: string,
  password = 'engine42',
) =>
  purpose === 'bind'
    ? api.call(
        form(
          '/api/customer/login/tiktok/bind',
          { password, ...(returnTo ? { return_to: returnTo } : {}) },
          token,
        ),
      )
    : api.call({
        method: 'GET',
        url: '/api/customer/login/tiktok/start',
        query: { purpose, ...(returnTo ? { return_to: returnTo } : {}) },
      });

const bind = (api: TestApp, fields: { code: string; state: string }, token?: string) =>
  api.call(form('/api/customer/login/bindtaccount', fields, token));

const callback = (api: TestApp, data: string) =>
  api.call({ method: 'GET', url: '/api/customer/login/tiktok', query: { data } });

describe('social sign-in against a local provider', () => {
  const provider = new FakeProvider();
  let api: TestApp;
  before(async () => {
    await provider.start();
    api = await createTestApp(provider.env());
  });
  after(async () => {
    await api.close();
    await provider.stop();
  });

  /** Starts a flow and has the provider approve it for this platform account. */
  const approve = async (purpose: 'login' | 'bind', openId: string, name: string, token?: string) => {
    const started = await start(api, purpose, token);
    expect(started.body.code).toBe(200);
    const state = started.body.data.state as string;
    return { state, code: provider.authorize(started.body.data.authorize_url as string, openId, name) };
  };

  it('answers the authorize URL with a fresh state and an S256 PKCE challenge, and stores the verifier', async () => {
    const { body } = await start(api, 'login', undefined, '/pages/mine/dashboard');
    expect(body.code).toBe(200);
    expect(body.data.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const url = new URL(body.data.authorize_url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.baseUrl}/v2/auth/authorize/`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_key: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: 'user.info.basic',
      state: body.data.state,
      code_challenge_method: 'S256',
    });
    const [row] = await api.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, body.data.state as string));
    expect(row).toMatchObject({
      purpose: 'login',
      userId: null,
      usedAt: null,
      returnTo: '/pages/mine/dashboard',
    });
    expect(url.searchParams.get('code_challenge')).toBe(
      createHash('sha256').update(row!.codeVerifier).digest('base64url'),
    );
    const lifetime = Date.parse(row!.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    const again = await start(api, 'login');
    expect(again.body.data.state).not.toBe(body.data.state);
  });

  it('refuses a return_to that leaves the origin', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      expect((await start(api, 'login', undefined, returnTo)).body.code).toBe(1000008);
    }
  });

  it('binds to the signed-in account, then signs that account in from the callback data', async () => {
    const ada = await registerUser(api, 'ada@example.com');
    const flow = await approve('bind', 'open-ada', 'ada.dances', ada.token);
    const bound = await bind(api, flow, ada.token);
    expect(bound.body).toMatchObject({
      code: 200,
      data: { provider: 'tiktok', provider_account_name: 'ada.dances' },
    });

    const login = await approve('login', 'open-ada', 'ada.dances');
    const signedIn = await callback(
      api,
      `code=${encodeURIComponent(login.code)}&state=${login.state}&scopes=x`,
    );
    expect(signedIn.body.code).toBe(200);
    expect(signedIn.body.data['access-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signedIn.body.data.user).toMatchObject({ id: ada.id, email: 'ada@example.com' });
    const info = await api.call({
      method: 'GET',
      url: '/api/customer/info/get_userinfo',
      headers: { 'access-token': signedIn.body.data['access-token'] as string },
    });
    expect(info.body.data).toMatchObject({ id: ada.id });

    // The same callback again: the state is spent.
    const replay = await callback(api, `code=${encodeURIComponent(login.code)}&state=${login.state}`);
    expect(replay.body.code).toBe(1000008);

    // A leading `?` or the whole callback URL is accepted as well.
    const viaUrl = await approve('login', 'open-ada', 'ada.dances');
    const withUrl = await callback(api, `${REDIRECT_URI}?code=${viaUrl.code}&state=${viaUrl.state}`);
    expect(withUrl.body.data.user).toMatchObject({ id: ada.id });
  });

  it('rejects unknown, expired, wrong-purpose and refused states', async () => {
    const unknown = await approve('login', 'open-ada', 'ada.dances');
    expect((await callback(api, `code=${unknown.code}&state=${'x'.repeat(43)}`)).body.code).toBe(1000008);
    expect((await callback(api, `code=${unknown.code}`)).body.code).toBe(1000008);
    expect((await callback(api, `state=${unknown.state}`)).body.code).toBe(1000008);

    const expired = await approve('login', 'open-ada', 'ada.dances');
    await api.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(oauthStates.state, expired.state));
    expect((await callback(api, `code=${expired.code}&state=${expired.state}`)).body.code).toBe(1000008);

    // A bind state cannot finish a login, nor a login state a binding.
    const owner = await registerUser(api, 'grace@example.com');
    const bindFlow = await approve('bind', 'open-grace', 'grace', owner.token);
    expect((await callback(api, `code=${bindFlow.code}&state=${bindFlow.state}`)).body.code).toBe(1000008);
    const loginFlow = await approve('login', 'open-grace', 'grace');
    expect((await bind(api, loginFlow, owner.token)).body.code).toBe(1000008);

    // Another user's bind state is refused; the owner can still use it.
    const other = await registerUser(api, 'linus@example.com');
    expect((await bind(api, bindFlow, other.token)).body.code).toBe(1000008);
    expect((await bind(api, bindFlow, owner.token)).body.code).toBe(200);
    expect((await bind(api, bindFlow, owner.token)).body.code).toBe(1000008);

    const refused = await approve('login', 'open-ada', 'ada.dances');
    const cancelled = await callback(
      api,
      `error=access_denied&error_description=denied&state=${refused.state}`,
    );
    expect(cancelled.body.code).toBe(1000008);
    expect((await callback(api, `code=${refused.code}&state=${refused.state}`)).body.code).toBe(1000008);
  });

  it('signs up a platform account linked to no one: one new account, no e-mail; then signs it in', async () => {
    const count = async () => {
      const [row] = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row!.n;
    };
    const before = await count();
    const flow = await approve('login', 'open-stranger', 'Stranger Things');
    const { body } = await callback(api, `code=${flow.code}&state=${flow.state}`);
    expect(body.code).toBe(200);
    expect(body.data.user).toMatchObject({ email: '', firstname: 'Stranger Things' });
    expect(await count()).toBe(before + 1);

    const again = await approve('login', 'open-stranger', 'Stranger Things');
    const returning = await callback(api, `code=${again.code}&state=${again.state}`);
    expect(returning.body.data.user.id).toBe(body.data.user.id);
    expect(await count()).toBe(before + 1);
  });

  it('makes one account when the same new platform account signs up many times at once', async () => {
    const flows = await Promise.all(
      Array.from({ length: 10 }, () => approve('login', 'open-racer', 'Racer')),
    );
    const answers = await Promise.all(
      flows.map((flow) => callback(api, `code=${flow.code}&state=${flow.state}`)),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((answer) => answer.body.data.user.id as number));
    expect(ids.size).toBe(1);
    const [linked] = await api.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.firstname, 'Racer'));
    expect(linked!.n).toBe(1);
  });

  it('refuses to bind a platform account already bound to another user', async () => {
    const first = await registerUser(api, 'first@example.com');
    const second = await registerUser(api, 'second@example.com');
    const firstFlow = await approve('bind', 'open-shared', 'shared', first.token);
    expect((await bind(api, firstFlow, first.token)).body.code).toBe(200);
    const secondFlow = await approve('bind', 'open-shared', 'shared', second.token);
    const { body } = await bind(api, secondFlow, second.token);
    expect(body.code).toBe(3300101);

    // Signing in with it still reaches the first user.
    const login = await approve('login', 'open-shared', 'shared');
    expect((await callback(api, `code=${login.code}&state=${login.state}`)).body.data.user.email).toBe(
      'first@example.com',
    );
  });

  it('replaces the earlier binding when the signed-in user binds another platform account', async () => {
    const user = await registerUser(api, 'rebind@example.com');
    expect(
      (await bind(api, await approve('bind', 'open-old', 'old', user.token), user.token)).body.code,
    ).toBe(200);
    const renamed = await bind(api, await approve('bind', 'open-new', 'new', user.token), user.token);
    expect(renamed.body.data).toEqual({ provider: 'tiktok', provider_account_name: 'new' });
    const old = await approve('login', 'open-old', 'old');
    // The old platform account is nobody's now: it signs up a new account.
    const oldUser = (await callback(api, `code=${old.code}&state=${old.state}`)).body.data.user;
    expect(oldUser.id).not.toBe(user.id);
    const fresh = await approve('login', 'open-new', 'new');
    expect((await callback(api, `code=${fresh.code}&state=${fresh.state}`)).body.data.user.id).toBe(user.id);
  });

  it('needs a session to start or finish a binding', async () => {
    expect((await start(api, 'bind')).body.code).toBe(1100003);
    expect((await bind(api, { code: 'code-x', state: 'y'.repeat(43) })).body.code).toBe(1100003);
  });

  it('answers 2000018 when the provider refuses the code exchange (wrong PKCE verifier)', async () => {
    const user = await registerUser(api, 'pkce@example.com');
    const started = await start(api, 'bind', user.token);
    const forged = new URL(started.body.data.authorize_url as string);
    forged.searchParams.set('code_challenge', createHash('sha256').update('attacker').digest('base64url'));
    const code = provider.authorize(forged.toString(), 'open-pkce', 'pkce');
    const { status, body } = await bind(api, { code, state: started.body.data.state as string }, user.token);
    expect(status).toBe(200);
    expect(body.code).toBe(2000018);
  });
});

describe('social sign-in when the provider is unreachable', () => {
  let api: TestApp;
  before(async () => {
    // A port that was just free: nothing listens on it any more.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const base = `http://127.0.0.1:${port}`;
    api = await createTestApp({
      TIKTOK_AUTHORIZE_URL: `${base}/authorize`,
      TIKTOK_TOKEN_URL: `${base}/token`,
      TIKTOK_USERINFO_URL: `${base}/userinfo`,
      TIKTOK_CLIENT_ID: CLIENT_ID,
      TIKTOK_CLIENT_SECRET: CLIENT_SECRET,
      TIKTOK_REDIRECT_URI: REDIRECT_URI,
    });
  });
  after(() => api.close());

  it('answers 2000018, not a 5xx, for a login and a binding', async () => {
    const login = await start(api, 'login');
    const answer = await callback(api, `code=anything&state=${login.body.data.state}`);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(2000018);

    const user = await registerUser(api, 'down@example.com');
    const started = await start(api, 'bind', user.token);
    const bound = await bind(api, { code: 'anything', state: started.body.data.state as string }, user.token);
    expect(bound.status).toBe(200);
    expect(bound.body.code).toBe(2000018);
  });
});

describe('social sign-in when the provider is not configured', () => {
  let api: TestApp;
  before(async () => {
    api = await createTestApp({ TIKTOK_PROVIDER: 'off' });
  });
  after(() => api.close());

  it('answers 2000018 with a clear message on every step', async () => {
    const providers = await api.call({ method: 'GET', url: '/api/customer/login/providers' });
    expect(providers.body.data).toEqual({ tiktok: { enabled: false, sandbox: false } });
    const started = await start(api, 'login');
    expect(started.body.code).toBe(2000018);
    expect(started.body.message).toMatch(/not configured/);
    expect((await callback(api, `code=a&state=${'s'.repeat(43)}`)).body.code).toBe(2000018);
    const user = await registerUser(api, 'plain@example.com');
    expect((await bind(api, { code: 'a', state: 's'.repeat(43) }, user.token)).body.code).toBe(2000018);
  });
});
