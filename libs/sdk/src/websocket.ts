import { resolveBaseUrl, type SdkConfig } from './config';
import { splitArgs, encodeForm } from './encode';
import { operations } from './generated/operations.gen';
import type { WebSocketOperationName } from './operation';

/**
 * The URL of a WebSocket operation. Browsers cannot set headers on a WebSocket, so the token and language
 * travel as the `token` and `lang` query parameters.
 */
export function webSocketUrl(
  config: SdkConfig,
  name: WebSocketOperationName,
  args?: Record<string, unknown>,
): string {
  const { path, query } = splitArgs(operations[name], args);
  const search = encodeForm({ ...query, token: config.getToken() ?? undefined, lang: config.getLanguage() });
  const base = new URL(resolveBaseUrl(config), globalThis.location?.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${base.toString().replace(/\/+$/, '')}${path}?${search.toString()}`;
}
