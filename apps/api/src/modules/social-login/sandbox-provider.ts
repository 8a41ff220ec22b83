import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_TEXTS, type SandboxLanguage, sandboxLanguage } from './sandbox-texts';

/** Where the sandbox answers, inside the API (the shop's dev server forwards `/api` to it). */
export const SANDBOX_PREFIX = '/api/sandbox/tiktok';
/** The sandbox's client credentials: it is local, so they protect nothing and are not secret. */
export const SANDBOX_CLIENT_ID = 'mall-sandbox';
export const SANDBOX_CLIENT_SECRET = 'mall-sandbox-secret';
/** Token and user-info calls go to this host, answered in this process (`SandboxProvider.fetch`). */
const INTERNAL_ORIGIN = 'http://tiktok-sandbox.invalid';
const CODE_LIFETIME_MS = 5 * 60_000;
const TOKEN_LIFETIME_MS = 60 * 60_000;
const MAX_USERS = 500;

export interface SandboxUser {
  openId: string;
  displayName: string;
  handle: string;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  openId: string;
  expiresAt: number;
}

/** The same open_id for the same name after a restart, so a sandbox person keeps their Mall account. */
const openIdOf = (displayName: string) =>
  `sbx_${createHash('sha256').update(displayName.trim().toLowerCase()).digest('base64url').slice(0, 24)}`;

const handleOf = (displayName: string) =>
  displayName
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 24) || 'user';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const S256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

/** A same-origin path the sandbox may send the browser back to (never `//host` or `/\host`). */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[!-~]*$/;

/** The avatar colours, by open_id. */
const COLOURS = ['#0f766e', '#9d174d', '#1d4ed8', '#7c2d12', '#4d7c0f', '#6d28d9'];

/**
 * A local stand-in for the short-video platform's OAuth 2 server (authorisation code + PKCE + state), clearly
 * labelled as a sandbox: an authorize page where the person picks or creates a sandbox user, a token endpoint and
 * a user-info endpoint answering `open_id`, display name and avatar in the platform's v2 shapes. Its users, codes
 * and tokens live in this process's memory (a sandbox user's open_id follows from the name, so it survives a
 * restart). Configured by `TIKTOK_PROVIDER=sandbox` (docs/deploy.md); the real provider's URLs replace it.
 */
export class SandboxProvider {
  private readonly users = new Map<string, SandboxUser>();
  private readonly grants = new Map<string, Grant>();
  private readonly tokens = new Map<string, { openId: string; expiresAt: number }>();

  constructor(private readonly clock: () => number = Date.now) {
    for (const name of ['Mali Sunset', 'Chen Wei']) this.addUser(name);
  }

  /** The endpoints Mall is configured with. */
  static endpoints() {
    return {
      authorizeUrl: `${SANDBOX_PREFIX}/authorize`,
      tokenUrl: `${INTERNAL_ORIGIN}${SANDBOX_PREFIX}/token`,
      userInfoUrl: `${INTERNAL_ORIGIN}${SANDBOX_PREFIX}/userinfo`,
      clientId: SANDBOX_CLIENT_ID,
      clientSecret: SANDBOX_CLIENT_SECRET,
      redirectUri: '/pages/users/tiktok',
    };
  }

  addUser(displayName: string): SandboxUser {
    const name = displayName.trim().slice(0, 60);
    const openId = openIdOf(name);
    const existing = this.users.get(openId);
    if (existing) return existing;
    if (this.users.size >= MAX_USERS) this.users.delete(this.users.keys().next().value!);
    const user = { openId, displayName: name, handle: handleOf(name) };
    this.users.set(openId, user);
    return user;
  }

  listUsers(): SandboxUser[] {
    return [...this.users.values()];
  }

  /** What is wrong with an authorisation request, or undefined when it is one the sandbox accepts. */
  private invalidRequest(query: Record<string, string | undefined>): string | undefined {
    if (query.response_type !== 'code') return 'response_type must be code';
    if ((query.client_key ?? query.client_id) !== SANDBOX_CLIENT_ID) return 'unknown client';
    if (!query.redirect_uri || !SAME_ORIGIN_PATH.test(query.redirect_uri)) return 'bad redirect_uri';
    if (!query.state) return 'state is required';
    if (query.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(query.code_challenge ?? ''))
      return 'an S256 code_challenge is required';
    return undefined;
  }

  /** The authorize page: pick a sandbox user or make one; or cancel. */
  authorizePage(query: Record<string, string | undefined>, language: SandboxLanguage): [number, string] {
    const t = SANDBOX_TEXTS[language];
    const problem = this.invalidRequest(query);
    const hidden = [
      'response_type',
      'client_key',
      'redirect_uri',
      'scope',
      'state',
      'code_challenge',
      'code_challenge_method',
    ]
      .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(query[key] ?? '')}">`)
      .join('');
    const body = problem
      ? `<p class="error" role="alert">${escapeHtml(t.invalid)} (${escapeHtml(problem)})</p>`
      : `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<form method="post" action="${SANDBOX_PREFIX}/authorize">${hidden}
<fieldset><legend>${escapeHtml(t.pick)}</legend><ul class="users">
${this.listUsers()
  .map(
    (user) =>
      `<li><button type="submit" name="open_id" value="${escapeHtml(user.openId)}" class="user">` +
      `<img src="${SANDBOX_PREFIX}/avatar/${user.openId}.svg" alt="" width="40" height="40">` +
      `<span><strong>${escapeHtml(user.displayName)}</strong><small>@${escapeHtml(user.handle)}</small></span>` +
      `</button></li>`,
  )
  .join('\n')}
</ul></fieldset></form>
<form method="post" action="${SANDBOX_PREFIX}/authorize" class="create">${hidden}
<label for="display_name">${escapeHtml(t.createLabel)}</label>
<input id="display_name" name="display_name" required maxlength="60" autocomplete="off">
<button type="submit" class="primary">${escapeHtml(t.create)}</button></form>
<form method="post" action="${SANDBOX_PREFIX}/authorize" class="cancel">${hidden}
<input type="hidden" name="deny" value="1"><button type="submit">${escapeHtml(t.cancel)}</button></form>`;
    return [
      problem ? 400 : 200,
      `<!doctype html><html lang="${t.htmlLang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.pageTitle)}</title><link rel="stylesheet" href="${SANDBOX_PREFIX}/sandbox.css"></head>
<body><main><p class="badge">${escapeHtml(t.badge)}</p>${body}</main></body></html>`,
    ];
  }

  /** The person's answer on the authorize page: where to send the browser back to, with a code or an error. */
  decide(fields: Record<string, string | undefined>): [number, string] {
    const problem = this.invalidRequest(fields);
    if (problem) return [400, problem];
    const back = new URL(fields.redirect_uri!, INTERNAL_ORIGIN);
    back.searchParams.set('state', fields.state!);
    if (fields.deny) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user cancelled the sign-in');
    } else {
      const user = fields.open_id
        ? this.users.get(fields.open_id)
        : fields.display_name?.trim()
          ? this.addUser(fields.display_name)
          : undefined;
      if (!user) return [400, 'pick a sandbox user or give a name'];
      const code = randomBytes(24).toString('base64url');
      this.grants.set(code, {
        clientId: SANDBOX_CLIENT_ID,
        redirectUri: fields.redirect_uri!,
        challenge: fields.code_challenge!,
        openId: user.openId,
        expiresAt: this.clock() + CODE_LIFETIME_MS,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scopes', fields.scope ?? 'user.info.basic');
    }
    return [303, `${back.pathname}${back.search}`];
  }

  /** POST /oauth/token: a code, used once, for an access token, when the PKCE verifier matches. */
  token(fields: Record<string, string | undefined>): [number, unknown] {
    if (
      (fields.client_key ?? fields.client_id) !== SANDBOX_CLIENT_ID ||
      fields.client_secret !== SANDBOX_CLIENT_SECRET
    )
      return [401, { error: 'invalid_client', error_description: 'Unknown client' }];
    if (fields.grant_type !== 'authorization_code')
      return [400, { error: 'unsupported_grant_type', error_description: 'authorization_code only' }];
    const grant = this.grants.get(fields.code ?? '');
    // Used once: a second exchange of the same code finds nothing.
    if (grant) this.grants.delete(fields.code!);
    if (!grant || grant.expiresAt < this.clock())
      return [400, { error: 'invalid_grant', error_description: 'The code is unknown, used or expired' }];
    if (fields.redirect_uri !== grant.redirectUri)
      return [400, { error: 'invalid_grant', error_description: 'redirect_uri differs' }];
    if (!fields.code_verifier || S256(fields.code_verifier) !== grant.challenge)
      return [400, { error: 'invalid_grant', error_description: 'PKCE verification failed' }];
    const accessToken = `act.${randomBytes(24).toString('base64url')}`;
    this.tokens.set(accessToken, { openId: grant.openId, expiresAt: this.clock() + TOKEN_LIFETIME_MS });
    return [
      200,
      {
        access_token: accessToken,
        open_id: grant.openId,
        scope: 'user.info.basic',
        token_type: 'Bearer',
        expires_in: TOKEN_LIFETIME_MS / 1000,
      },
    ];
  }

  /** GET /userinfo with `Authorization: Bearer`: the platform's v2 `{ data: { user }, error }` shape. */
  userInfo(authorization: string | undefined): [number, unknown] {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    const held = token ? this.tokens.get(token) : undefined;
    const user = held && held.expiresAt >= this.clock() ? this.users.get(held.openId) : undefined;
    if (!user)
      return [401, { error: { code: 'access_token_invalid', message: 'The access token is invalid' } }];
    return [
      200,
      {
        data: {
          user: {
            open_id: user.openId,
            display_name: user.displayName,
            avatar_url: `${SANDBOX_PREFIX}/avatar/${user.openId}.svg`,
          },
        },
        error: { code: 'ok', message: '' },
      },
    ];
  }

  /** A generated avatar: the name's first letter on a colour. */
  avatar(openId: string): string | undefined {
    const user = this.users.get(openId);
    if (!user) return undefined;
    const colour = COLOURS[openId.charCodeAt(openId.length - 1) % COLOURS.length];
    const letter = escapeHtml([...user.displayName][0]?.toUpperCase() ?? '?');
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="20" fill="${colour}"/><text x="20" y="26" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  }

  /** Token and user-info calls from Mall's provider client, answered here without a network. */
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const json = ([status, body]: [number, unknown]) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname === `${SANDBOX_PREFIX}/token` && init?.method === 'POST')
      return json(this.token(Object.fromEntries(new URLSearchParams(String(init.body ?? '')))));
    if (url.pathname === `${SANDBOX_PREFIX}/userinfo`)
      return json(this.userInfo(new Headers(init?.headers).get('authorization') ?? undefined));
    return json([404, { error: 'not_found' }]);
  };
}

const SANDBOX_CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:0 auto;padding:1rem;overflow-wrap:anywhere}
.badge{background:#fef3c7;color:#78350f;border:1px solid #d97706;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
h1{font-size:1.375rem;margin:1rem 0 .5rem}
fieldset{border:0;padding:0;margin:1rem 0}legend{font-weight:600;margin-bottom:.5rem}
ul.users{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
button{font:inherit;cursor:pointer;border-radius:.5rem;min-height:44px}
button.user{display:flex;gap:.75rem;align-items:center;width:100%;text-align:start;background:#fff;border:1px solid #d4d4d8;padding:.5rem .75rem}
button.user span{display:flex;flex-direction:column}button.user small{color:#52525b}
button:focus-visible,input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
form.create{display:grid;gap:.5rem;margin:1rem 0}
input{font:inherit;padding:.625rem;border:1px solid #71717a;border-radius:.5rem;min-height:44px;box-sizing:border-box}
button.primary{background:#18181b;color:#fff;border:0;padding:.625rem 1rem}
form.cancel button{background:transparent;border:1px solid #71717a;padding:.5rem 1rem;width:100%}
.error{color:#991b1b}`;

/** The sandbox's pages and endpoints on the API, under `SANDBOX_PREFIX`. */
export function registerSandboxProvider(app: FastifyInstance, sandbox: SandboxProvider): void {
  const language = (header: string | undefined) => sandboxLanguage(header);
  app.get(`${SANDBOX_PREFIX}/sandbox.css`, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(SANDBOX_CSS),
  );
  app.get(`${SANDBOX_PREFIX}/authorize`, async (request, reply) => {
    const [status, html] = sandbox.authorizePage(
      request.query as Record<string, string | undefined>,
      language(request.headers['accept-language']),
    );
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
  app.post(`${SANDBOX_PREFIX}/authorize`, async (request, reply) => {
    const [status, target] = sandbox.decide((request.body ?? {}) as Record<string, string | undefined>);
    if (status !== 303) return reply.code(status).type('text/plain; charset=utf-8').send(target);
    return reply.redirect(target, 303);
  });
  app.post(`${SANDBOX_PREFIX}/token`, async (request, reply) => {
    const [status, body] = sandbox.token((request.body ?? {}) as Record<string, string | undefined>);
    return reply.code(status).header('cache-control', 'no-store').send(body);
  });
  app.get(`${SANDBOX_PREFIX}/userinfo`, async (request, reply) => {
    const [status, body] = sandbox.userInfo(request.headers.authorization);
    return reply.code(status).send(body);
  });
  app.get<{ Params: { file: string } }>(`${SANDBOX_PREFIX}/avatar/:file`, async (request, reply) => {
    const svg = sandbox.avatar(request.params.file.replace(/\.svg$/, ''));
    if (!svg) return reply.code(404).send();
    return reply.type('image/svg+xml').send(svg);
  });
}
