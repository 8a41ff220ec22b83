import type { OAuthProviderConfig } from '../../config';

/** How long one call to the provider may take, body included. */
export const PROVIDER_TIMEOUT_MS = 10_000;
/** Token and user-info answers are small; anything larger is refused. */
const MAX_RESPONSE_CHARS = 64 * 1024;
/** The short-video platform's scope for the basic profile (open id and display name). */
export const TIKTOK_SCOPE = 'user.info.basic';

/** The provider could not be reached or answered something unusable. The detail is for logs, not users. */
export class ProviderError extends Error {}

export interface ProviderIdentity {
  openId: string;
  displayName: string;
  /** '' when the provider gave none. */
  avatarUrl: string;
}

/** How the client reaches the provider: the network, or the sandbox in this process. */
export type ProviderFetch = (url: string, init: RequestInit) => Promise<Response>;

type JsonObject = Record<string, unknown>;

const asObject = (value: unknown): JsonObject | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined;

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** An error the provider reported in its body: OAuth 2 `error` strings or `{ error: { code } }` objects. */
function reportedError(body: JsonObject): string | undefined {
  const error = body.error;
  if (typeof error === 'string' && error !== '') return error;
  const object = asObject(error);
  const code = object?.code;
  if (object && code !== undefined && code !== 'ok' && code !== 0 && code !== '0') return String(code);
  return undefined;
}

async function callProvider(
  send: ProviderFetch,
  url: string,
  init: RequestInit,
  what: string,
): Promise<JsonObject> {
  let response: Response;
  let text: string;
  try {
    response = await send(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    throw new ProviderError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (text.length > MAX_RESPONSE_CHARS) throw new ProviderError(`${what}: answer too large`);
  let body: JsonObject | undefined;
  try {
    body = asObject(JSON.parse(text));
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw new ProviderError(`${what}: HTTP ${response.status}${body ? ` ${reportedError(body) ?? ''}` : ''}`);
  }
  if (!body) throw new ProviderError(`${what}: answer is not a JSON object`);
  const error = reportedError(body);
  if (error) throw new ProviderError(`${what}: ${error}`);
  return body;
}

/** The provider's authorisation URL for a request with this state and PKCE challenge. */
export function authorizeUrl(config: OAuthProviderConfig, state: string, codeChallenge: string): string {
  // The sandbox's page is a path on this origin; a real provider's an absolute URL.
  const relative = config.authorizeUrl.startsWith('/');
  const url = new URL(config.authorizeUrl, 'http://relative.invalid');
  const params = {
    response_type: 'code',
    // The short-video platform names the client `client_key`; standard OAuth 2 servers `client_id`.
    client_key: config.clientId,
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    scope: TIKTOK_SCOPE,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return relative ? `${url.pathname}${url.search}` : url.toString();
}

/** Exchanges an authorisation code (with its PKCE verifier) for an access token. */
export async function exchangeCode(
  send: ProviderFetch,
  config: OAuthProviderConfig,
  code: string,
  codeVerifier: string,
): Promise<{ accessToken: string; openId: string | undefined }> {
  const form = new URLSearchParams({
    client_key: config.clientId,
    client_id: config.clientId,
    client_secret: config.clientSecret,
    code,
    grant_type: 'authorization_code',
    redirect_uri: config.redirectUri,
    code_verifier: codeVerifier,
  });
  const body = await callProvider(
    send,
    config.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    },
    'token exchange',
  );
  const token = asObject(body.data) ?? body;
  const accessToken = nonEmptyString(token.access_token);
  if (!accessToken) throw new ProviderError('token exchange: no access token in the answer');
  return { accessToken, openId: nonEmptyString(token.open_id) };
}

/** The provider account behind an access token. */
export async function fetchIdentity(
  send: ProviderFetch,
  config: OAuthProviderConfig,
  accessToken: string,
): Promise<ProviderIdentity> {
  const url = new URL(config.userInfoUrl);
  if (!url.searchParams.has('fields')) url.searchParams.set('fields', 'open_id,display_name,avatar_url');
  const body = await callProvider(
    send,
    url.toString(),
    { method: 'GET', headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    'user info',
  );
  const data = asObject(body.data);
  const user = asObject(data?.user) ?? data ?? body;
  const openId = nonEmptyString(user.open_id);
  if (!openId || openId.length > 200) throw new ProviderError('user info: no usable open_id in the answer');
  const displayName = (nonEmptyString(user.display_name) ?? '').slice(0, 200);
  const avatar = nonEmptyString(user.avatar_url) ?? '';
  // Only a web address or a path on this origin (the sandbox's) is kept.
  const avatarUrl = avatar.length <= 2048 && /^(https:\/\/|\/(?![/\\]))/.test(avatar) ? avatar : '';
  return { openId, displayName, avatarUrl };
}
