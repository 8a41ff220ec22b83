import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface OAuthProviderConfig {
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database, uploads and generated media live. */
  dataDir: string;
  /** A PostgreSQL URL; the embedded PGlite database is used without it. */
  databaseUrl: string | undefined;
  uploadsDir: string;
  mediaDir: string;
  /** Where the built web apps are (`<webRoot>/shop`); served when present. */
  webRoot: string;
  /** Signs short-lived URLs of private files; kept in the data folder so restarts keep links valid. */
  signingSecret: string;
  /** The short-video platform's OAuth 2 endpoints (spec §1 social sign-in); absent when not configured. */
  tiktok: OAuthProviderConfig | undefined;
  logLevel: string;
  /** How long home lists and search rankings may be served from memory; 0 reads the database every time. */
  catalogueCacheMs: number;
  /** Searches per minute per client address; 0 turns the limit off. */
  searchRateLimitPerMinute: number;
}

function persistentSecret(dataDir: string, env: NodeJS.ProcessEnv): string {
  if (env.SIGNING_SECRET) return env.SIGNING_SECRET;
  const file = join(dataDir, 'signing-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function tiktokConfig(env: NodeJS.ProcessEnv): OAuthProviderConfig | undefined {
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
  };
}

function nonNegativeNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`expected a number of 0 or more, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    uploadsDir: join(dataDir, 'uploads'),
    mediaDir: join(dataDir, 'media'),
    webRoot: resolve(env.WEB_ROOT ?? join(__dirname, '../../../dist/apps')),
    signingSecret: persistentSecret(dataDir, env),
    tiktok: tiktokConfig(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    catalogueCacheMs: 1000 * nonNegativeNumber(env.CATALOGUE_CACHE_SECONDS, 60),
    searchRateLimitPerMinute: nonNegativeNumber(env.SEARCH_RATE_LIMIT_PER_MINUTE, 300),
  };
}
