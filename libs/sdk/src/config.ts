import type { LiveStreamOptions } from './live/live-stream';

/** docs/requirements.md R6: requests time out after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** docs/requirements.md R8: error toasts stay for 3 s. */
export const TOAST_DURATION_MS = 3_000;

/** Client-side failure messages (docs/requirements.md R6), translated by the app. */
export type ClientMessageKey = 'interfaceError' | 'requestError' | 'uploadError' | 'timeout';

export const defaultClientMessages: Record<ClientMessageKey, string> = {
  interfaceError: 'Interface error',
  requestError: 'Request error',
  uploadError: 'Upload error',
  timeout: 'The request timed out',
};

export interface ToastRequest {
  message: string;
  durationMs: number;
  /** The business code, when the toast reports one. */
  code?: number;
}

/**
 * What the SDK needs from its host. Session storage, navigation, toasts and translations are injected, so
 * the SDK has no UI dependency; every callback except `getToken` and `getLanguage` is optional.
 */
export interface SdkConfig {
  /** Defaults to the current origin + `/api` in a browser; required elsewhere. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  getToken: () => string | null | undefined;
  getLanguage: () => string;
  /** Called for the token-invalid codes (1000004, 1100003, 2000017), before `goToLogin`. */
  clearToken?: () => void;
  goToLogin?: (code: number) => void;
  onToast?: (toast: ToastRequest) => void;
  /** Called for success-with-message codes (2000016). */
  onSuccessMessage?: (message: string, code: number) => void;
  /**
   * The message for a code or a client failure in the user's language, if the host has one. A code comes with its
   * failure's `data`, whose numbers may fill the message (1100009: `retry_after_seconds`).
   */
  translate?: (
    message: { code: number; data?: unknown } | { client: ClientMessageKey },
  ) => string | undefined;
  /**
   * Keeps the queries marked `followsLiveStream` (user info, notices, orders) current from the signed-in user's
   * live stream, one connection per configuration (`liveStream`); `true` with the default reconnection timing.
   * Off by default: a host opts in (the storefront does), so tests and scripts open no stream.
   */
  liveStream?: boolean | LiveStreamOptions;
}

export function resolveBaseUrl(config: Pick<SdkConfig, 'baseUrl'>): string {
  if (config.baseUrl) return config.baseUrl.replace(/\/+$/, '');
  if (globalThis.location?.origin) return `${globalThis.location.origin}/api`;
  throw new Error('@mall/sdk: pass `baseUrl` when there is no browser location');
}
