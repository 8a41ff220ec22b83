import { join, resolve } from 'node:path';
import { DEFAULT_RECHARGE_SUBMISSIONS_PER_24H } from '@mall/sdk-manifest';
import { DEFAULT_MESSAGES_PER_MINUTE } from '@mall/server-chat';
import { type PaymentProviderName, paymentProviderNames } from '@mall/server-payments';
import { DEFAULT_STAFF_POLICY, type StaffPolicy } from '@mall/server-staff';
import { defaultWebRoot } from './install-layout';
import { persistentSecret } from './signing-secret';
import { SandboxProvider } from './modules/social-login/sandbox-provider';

export interface OAuthProviderConfig {
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The local sandbox in this process (`TIKTOK_PROVIDER=sandbox`), not a real provider. */
  sandbox: boolean;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database, uploads and generated media live. */
  dataDir: string;
  /** A PostgreSQL URL; the embedded PGlite database is used without it. */
  databaseUrl: string | undefined;
  /**
   * `DATABASE_REPLICA_URL`: a streaming replica of that server, for the anonymous catalogue, search and content
   * reads (`modules/replica-reads.ts`); `REPLICA_MAX_LAG_MS` (default 1000): how far behind it may be and serve.
   */
  replica: { url: string; maxLagMs: number } | undefined;
  uploadsDir: string;
  mediaDir: string;
  /** Where the built web apps are (`<webRoot>/shop`); served when present. */
  webRoot: string;
  /** Signs short-lived URLs of private files; kept in the data folder so restarts keep links valid. */
  signingSecret: string;
  /** The short-video platform's OAuth 2 endpoints (docs/requirements.md R10.11); absent when not configured. */
  tiktok: OAuthProviderConfig | undefined;
  logLevel: string;
  /** How long home lists and search rankings may be served from memory; 0 reads the database every time. */
  catalogueCacheMs: number;
  /**
   * Requests per minute per client address, by kind of operation; 0 turns a limit off. Sign-in's is counted in
   * PostgreSQL (shared by every process), the others in each process's memory.
   */
  rateLimits: RateLimitConfig;
  /**
   * `CHAT_MESSAGES_PER_MINUTE` (default 60): chat messages one user may send per minute, counted in the database
   * so that every API process shares the count (0: no limit).
   */
  chatMessagesPerMinute: number;
  /** The per-account limit on password sign-in, counted in PostgreSQL beside the per-address one. */
  accountSignIn: AccountSignInConfig;
  /**
   * `PUBLIC_ORIGIN`: where the shop is reached (`https://mall.example`), the base of the seller panel's URL;
   * undefined when not configured.
   */
  publicOrigin: URL | undefined;
  /**
   * `ALLOWED_HOSTS`: without a public origin, the `Host` values (hostname and optional port, lower case) a seller
   * URL may be made from; by default the local start's `localhost` and `127.0.0.1` at the configured port.
   */
  allowedHosts: string[];
  /**
   * Which proxies' `X-Forwarded-*` headers to believe (Fastify's `trustProxy`): `false` (the default) uses the
   * connection's address, a number trusts that many hops, a list trusts those addresses or CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** Connections to PostgreSQL per process. */
  databasePoolSize: number;
  /** What SIGTERM does (docs/deploy.md, "Processes"). */
  shutdown: ShutdownConfig;
  /** How often unpaid orders past their time are cancelled (and their stock released); 0 turns the job off. */
  orderAutoCancelIntervalMs: number;
  /**
   * How often sales reach the order of listings and search (`rankProductSales`, then `refreshSearchSales` for the
   * search rows whose sales band moved); 0 turns the job off.
   */
  searchSalesRefreshIntervalMs: number;
  /** Seed the demo catalogue and demo accounts into an empty database at start-up (the embedded default only). */
  seedDemo: boolean;
  /** Who charges bank cards; only the labelled sandbox exists so far. */
  paymentProvider: PaymentProviderName;
  /** `PAYMENT_SANDBOX_DELAY_MS`: how long each sandbox charge takes, as a real provider's network call does. */
  paymentSandboxDelayMs: number;
  /** Offline top-ups: the per-user cap per rolling 24 hours and the platform's receiving addresses. */
  recharge: RechargeConfig;
  /**
   * Staff review (docs/deploy.md, "Staff review"): `STAFF_CLAIM_LEASE_SECONDS` (default 300), how long opening a
   * task holds it; `STAFF_SECOND_APPROVAL_MINOR` (default 100000, $1,000.00), above which money needs a second
   * approval by a different staff member; `STAFF_TOPUP_MAX_FACTOR` (default 2), how many times the declared
   * amount a top-up's actual amount may be.
   */
  staff: StaffPolicy;
}

export interface ShutdownConfig {
  /**
   * `SHUTDOWN_DRAIN_SECONDS` (default 0): how long a process keeps serving after SIGTERM while `/api/health/ready`
   * already answers 503, so that a load balancer's health check takes it out before it stops accepting.
   */
  drainMs: number;
  /**
   * `SHUTDOWN_GRACE_SECONDS` (default 10): how long requests in flight may take to finish once the process stops
   * accepting; the connections still open then are closed.
   */
  graceMs: number;
}

export interface RechargeConfig {
  /** `RECHARGE_SUBMISSIONS_PER_DAY` (default 5): every submission counts, refused ones too. */
  submissionsPerDay: number;
  /** Wallet currency code → the platform's receiving address; a currency without one cannot be topped up. */
  receivingAddresses: Record<string, string>;
}

export interface AccountSignInConfig {
  /** `SIGN_IN_ACCOUNT_FAILURES_BEFORE_DELAY` (default 5): 0 turns the per-account limit off. */
  failuresBeforeDelay: number;
  /** `SIGN_IN_ACCOUNT_MAX_DELAY_SECONDS` (default 300): the longest wait, 1 s, 2 s, 4 s… up to it. */
  maxDelaySeconds: number;
  /** `SIGN_IN_ACCOUNT_WINDOW_SECONDS` (default 900): failures are forgotten after this long without one. */
  windowSeconds: number;
}

export interface RateLimitConfig {
  /** Password sign-in and social sign-in or binding: guesses at a password. */
  signIn: number;
  register: number;
  upload: number;
  /** A search no one made in the last minute ranks its matches in the database. */
  search: number;
  /** Search suggestions (asked for per keystroke), counted in PostgreSQL so that every API process shares it. */
  suggestions: number;
}

/**
 * `TIKTOK_PROVIDER`: `sandbox` is the labelled local stand-in served by this process, `off` none; unset, the
 * `TIKTOK_*` URLs of a real provider when they are all given, else the sandbox on the embedded (demo) database
 * and nothing on PostgreSQL.
 */
function tiktokConfig(env: NodeJS.ProcessEnv): OAuthProviderConfig | undefined {
  const choice = env.TIKTOK_PROVIDER?.trim() ?? '';
  if (choice === 'off') return undefined;
  if (choice === 'sandbox') return { ...SandboxProvider.endpoints(), sandbox: true };
  if (choice !== '') throw new Error(`TIKTOK_PROVIDER: expected sandbox or off, got "${choice}"`);
  const real = realTiktokConfig(env);
  if (real) return real;
  return env.DATABASE_URL ? undefined : { ...SandboxProvider.endpoints(), sandbox: true };
}

function realTiktokConfig(env: NodeJS.ProcessEnv): OAuthProviderConfig | undefined {
  const {
    TIKTOK_AUTHORIZE_URL,
    TIKTOK_TOKEN_URL,
    TIKTOK_USERINFO_URL,
    TIKTOK_CLIENT_ID,
    TIKTOK_CLIENT_SECRET,
    TIKTOK_REDIRECT_URI,
  } = env;
  if (
    !TIKTOK_AUTHORIZE_URL ||
    !TIKTOK_TOKEN_URL ||
    !TIKTOK_USERINFO_URL ||
    !TIKTOK_CLIENT_ID ||
    !TIKTOK_REDIRECT_URI
  )
    return undefined;
  return {
    authorizeUrl: TIKTOK_AUTHORIZE_URL,
    tokenUrl: TIKTOK_TOKEN_URL,
    userInfoUrl: TIKTOK_USERINFO_URL,
    clientId: TIKTOK_CLIENT_ID,
    clientSecret: TIKTOK_CLIENT_SECRET ?? '',
    redirectUri: TIKTOK_REDIRECT_URI,
    sandbox: false,
  };
}

function nonNegativeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`${name}: expected a number of 0 or more, got "${value}"`);
  return parsed;
}

function nonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  const parsed = nonNegativeNumber(name, value, fallback);
  if (!Number.isInteger(parsed)) throw new Error(`${name}: expected a whole number of 0 or more`);
  return parsed;
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  const parsed = nonNegativeNumber(name, value, fallback);
  if (parsed <= 0) throw new Error(`${name}: expected a number above 0, got "${value}"`);
  return parsed;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  const parsed = nonNegativeNumber(name, value, fallback);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name}: expected a whole number of 1 or more`);
  return parsed;
}

/**
 * `TRUST_PROXY`: unset, `false` or `0` trusts no proxy (a client could otherwise pick its own address and dodge
 * every per-address limit); a whole number trusts that many proxy hops; anything else is a comma-separated list
 * of proxy addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`).
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  if (trimmed === 'true')
    throw new Error(
      'TRUST_PROXY=true would believe any client: give the number of proxy hops or their addresses',
    );
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** `PAYMENT_PROVIDER`: unset means the sandbox; a name the server does not know stops the start-up. */
function paymentProviderName(value: string | undefined): PaymentProviderName {
  const name = value?.trim() || 'sandbox';
  if (!(paymentProviderNames as readonly string[]).includes(name))
    throw new Error(`PAYMENT_PROVIDER: expected one of ${paymentProviderNames.join(', ')}, got "${value}"`);
  return name as PaymentProviderName;
}

/**
 * Placeholders the embedded demo shows, valid on their networks (the TRON zero address, the EIP-55 and BIP-173
 * examples) and belonging to no one: a real server names its own in `RECHARGE_ADDRESSES`.
 */
const DEMO_RECEIVING_ADDRESSES: Record<string, string> = {
  USDT: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
  ETH: '0x52908400098527886E0F7030069857D2E4169EE7',
  BTC: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
};

/** `RECHARGE_ADDRESSES`: `USDT=T…,ETH=0x…,BTC=bc1…`. */
export function parseReceivingAddresses(value: string | undefined, fallback: Record<string, string>) {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return fallback;
  const addresses: Record<string, string> = {};
  for (const entry of trimmed.split(',')) {
    const match = /^\s*([A-Z][A-Z0-9]{1,9})\s*=\s*([A-Za-z0-9]{20,128})\s*$/.exec(entry);
    if (!match) throw new Error(`RECHARGE_ADDRESSES: expected CODE=address pairs, got "${entry.trim()}"`);
    addresses[match[1]!] = match[2]!;
  }
  return addresses;
}

/**
 * `PUBLIC_ORIGIN`: `http(s)://host[:port]` and nothing else (no path, user, query or fragment), or unset.
 */
export function parsePublicOrigin(value: string | undefined): URL | undefined {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`PUBLIC_ORIGIN: expected an origin such as https://mall.example, got "${value}"`);
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== '' ||
    // `new URL` forgives a stray `@` or `\`: the text itself must be the origin, at most with a final slash.
    trimmed.replace(/\/$/, '').toLowerCase() !== url.origin
  )
    throw new Error(`PUBLIC_ORIGIN: expected only a scheme, host and port, such as https://mall.example`);
  return url;
}

/**
 * `ALLOWED_HOSTS`: comma-separated `hostname[:port]` entries (`mall.example,mall.example:8443`); each allows its
 * `seller.` and `staff.` forms too. Unset: `localhost` and `127.0.0.1` (and their `seller.` and `staff.` forms) at
 * `port`, as the local start serves them.
 */
export function parseAllowedHosts(value: string | undefined, port: number): string[] {
  const trimmed = value?.trim() ?? '';
  const entries =
    trimmed === ''
      ? ['localhost', '127.0.0.1'].map((host) => `${host}:${port}`)
      : trimmed
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean);
  for (const entry of entries)
    if (!HOST_SYNTAX.test(entry))
      throw new Error(`ALLOWED_HOSTS: expected hostname[:port] entries, got "${entry}"`);
  const withForms = entries.flatMap((entry) =>
    /^(seller|staff)\./.test(entry) ? [entry] : [entry, `seller.${entry}`, `staff.${entry}`],
  );
  return [...new Set(withForms)];
}

/**
 * A `Host` value: a DNS name (letters, digits, hyphens, dots), an IPv4 address or a bracketed IPv6 one, then an
 * optional port; nothing else (no `@`, `/`, space or second colon).
 */
export const HOST_SYNTAX =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

function replicaConfig(env: NodeJS.ProcessEnv): ServerConfig['replica'] {
  const maxLagMs = positiveInteger('REPLICA_MAX_LAG_MS', env.REPLICA_MAX_LAG_MS, 1_000);
  if (!env.DATABASE_REPLICA_URL) return undefined;
  if (!env.DATABASE_URL)
    throw new Error('DATABASE_REPLICA_URL: a read replica needs DATABASE_URL (its primary)');
  return { url: env.DATABASE_REPLICA_URL, maxLagMs };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const port = nonNegativeNumber('PORT', env.PORT, 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    replica: replicaConfig(env),
    uploadsDir: join(dataDir, 'uploads'),
    mediaDir: join(dataDir, 'media'),
    webRoot: resolve(env.WEB_ROOT ?? defaultWebRoot),
    signingSecret: persistentSecret(dataDir, env),
    tiktok: tiktokConfig(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    catalogueCacheMs: 1000 * nonNegativeNumber('CATALOGUE_CACHE_SECONDS', env.CATALOGUE_CACHE_SECONDS, 60),
    rateLimits: {
      signIn: nonNegativeNumber('SIGN_IN_RATE_LIMIT_PER_MINUTE', env.SIGN_IN_RATE_LIMIT_PER_MINUTE, 20),
      register: nonNegativeNumber('REGISTER_RATE_LIMIT_PER_MINUTE', env.REGISTER_RATE_LIMIT_PER_MINUTE, 20),
      upload: nonNegativeNumber('UPLOAD_RATE_LIMIT_PER_MINUTE', env.UPLOAD_RATE_LIMIT_PER_MINUTE, 20),
      search: nonNegativeNumber('SEARCH_RATE_LIMIT_PER_MINUTE', env.SEARCH_RATE_LIMIT_PER_MINUTE, 300),
      suggestions: nonNegativeNumber(
        'SUGGESTIONS_RATE_LIMIT_PER_MINUTE',
        env.SUGGESTIONS_RATE_LIMIT_PER_MINUTE,
        600,
      ),
    },
    chatMessagesPerMinute: nonNegativeInteger(
      'CHAT_MESSAGES_PER_MINUTE',
      env.CHAT_MESSAGES_PER_MINUTE,
      DEFAULT_MESSAGES_PER_MINUTE,
    ),
    accountSignIn: {
      failuresBeforeDelay: nonNegativeInteger(
        'SIGN_IN_ACCOUNT_FAILURES_BEFORE_DELAY',
        env.SIGN_IN_ACCOUNT_FAILURES_BEFORE_DELAY,
        5,
      ),
      maxDelaySeconds: positiveInteger(
        'SIGN_IN_ACCOUNT_MAX_DELAY_SECONDS',
        env.SIGN_IN_ACCOUNT_MAX_DELAY_SECONDS,
        300,
      ),
      windowSeconds: positiveInteger(
        'SIGN_IN_ACCOUNT_WINDOW_SECONDS',
        env.SIGN_IN_ACCOUNT_WINDOW_SECONDS,
        900,
      ),
    },
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    allowedHosts: parseAllowedHosts(env.ALLOWED_HOSTS, port),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databasePoolSize: positiveInteger('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10),
    shutdown: {
      drainMs: 1000 * nonNegativeNumber('SHUTDOWN_DRAIN_SECONDS', env.SHUTDOWN_DRAIN_SECONDS, 0),
      graceMs: 1000 * nonNegativeNumber('SHUTDOWN_GRACE_SECONDS', env.SHUTDOWN_GRACE_SECONDS, 10),
    },
    orderAutoCancelIntervalMs:
      1000 *
      nonNegativeNumber('ORDER_AUTO_CANCEL_INTERVAL_SECONDS', env.ORDER_AUTO_CANCEL_INTERVAL_SECONDS, 60),
    searchSalesRefreshIntervalMs:
      1000 * nonNegativeNumber('SEARCH_SALES_REFRESH_SECONDS', env.SEARCH_SALES_REFRESH_SECONDS, 10),
    // The embedded database is the demo; a real server gets the demo only from `npm run seed -- --demo`.
    seedDemo: !env.DATABASE_URL,
    paymentProvider: paymentProviderName(env.PAYMENT_PROVIDER),
    paymentSandboxDelayMs: nonNegativeNumber('PAYMENT_SANDBOX_DELAY_MS', env.PAYMENT_SANDBOX_DELAY_MS, 0),
    staff: {
      claimLeaseSeconds: positiveInteger(
        'STAFF_CLAIM_LEASE_SECONDS',
        env.STAFF_CLAIM_LEASE_SECONDS,
        DEFAULT_STAFF_POLICY.claimLeaseSeconds,
      ),
      secondApprovalAboveMinor: nonNegativeInteger(
        'STAFF_SECOND_APPROVAL_MINOR',
        env.STAFF_SECOND_APPROVAL_MINOR,
        DEFAULT_STAFF_POLICY.secondApprovalAboveMinor,
      ),
      topupMaxFactor: positiveNumber(
        'STAFF_TOPUP_MAX_FACTOR',
        env.STAFF_TOPUP_MAX_FACTOR,
        DEFAULT_STAFF_POLICY.topupMaxFactor,
      ),
    },
    recharge: {
      submissionsPerDay: nonNegativeNumber(
        'RECHARGE_SUBMISSIONS_PER_DAY',
        env.RECHARGE_SUBMISSIONS_PER_DAY,
        DEFAULT_RECHARGE_SUBMISSIONS_PER_24H,
      ),
      receivingAddresses: parseReceivingAddresses(
        env.RECHARGE_ADDRESSES,
        env.DATABASE_URL ? {} : DEMO_RECEIVING_ADDRESSES,
      ),
    },
  };
}
