import {
  type ClientMessageKey,
  defaultClientMessages,
  REQUEST_TIMEOUT_MS,
  resolveBaseUrl,
  type SdkConfig,
  TOAST_DURATION_MS,
} from './config';
import { encodeForm, encodeMultipart, splitArgs } from './encode';
import { errorCatalogue, type ErrorCodeKey } from './generated/error-codes.gen';
import { operations } from './generated/operations.gen';
import type { HttpOperationName, OperationDescriptor } from './operation';

export const SUCCESS_CODE = 200;

/** Why a call failed. `business` carries a code of the error catalogue (docs/requirements.md R8). */
export type ApiError =
  | { kind: 'business'; code: number; key: ErrorCodeKey | undefined; message: string; data: unknown }
  | { kind: 'http'; status: number; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'aborted'; message: string };

export type ApiResult<T = unknown> = { data: T; message?: string } | { error: ApiError };

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

const isEnvelope = (value: unknown): value is Envelope =>
  !!value && typeof value === 'object' && typeof (value as Envelope).code === 'number';

export interface ExecuteOptions {
  /** Aborts the request (RTK Query passes its own signal); an abort is not reported to the user. */
  signal?: AbortSignal;
}

/**
 * Performs one operation with the client behaviour of docs/requirements.md R6: headers, encoding, time-out, envelope
 * unwrapping and the reaction to each outcome. Every SDK entry point goes through here.
 */
export const executeOperation = (
  config: SdkConfig,
  name: HttpOperationName,
  args: unknown,
  options: ExecuteOptions = {},
): Promise<ApiResult> => executeDescribed(config, operations[name], args, options);

/** `executeOperation` for the operation `descriptor` describes. */
export async function executeDescribed(
  config: SdkConfig,
  descriptor: OperationDescriptor,
  args: unknown,
  options: ExecuteOptions = {},
): Promise<ApiResult> {
  const upload = descriptor.bodyEncoding === 'multipart';
  const outcome = await send(config, descriptor, args, options);
  if ('error' in outcome && !isShownInline(descriptor, outcome.error)) {
    reactToFailure(config, outcome.error, upload);
  }
  return outcome;
}

export interface OperationRequest {
  url: string;
  method: OperationDescriptor['method'];
  headers: Record<string, string>;
  body: FormData | URLSearchParams | undefined;
}

/**
 * The HTTP request an operation sends: the one place that decides its URL, headers and body, so a script that
 * starts a request before the SDK loads sends exactly the request the SDK would.
 */
export function operationRequest(
  config: Pick<SdkConfig, 'baseUrl' | 'getToken' | 'getLanguage'>,
  descriptor: OperationDescriptor,
  args: unknown,
): OperationRequest {
  const { path, query, body, headers: argHeaders } = splitArgs(descriptor, args);
  const search = encodeForm(query).toString();
  const upload = descriptor.bodyEncoding === 'multipart';
  const headers: Record<string, string> = {
    ...argHeaders,
    'access-token': config.getToken() ?? '',
    lang: config.getLanguage(),
  };
  // Uploads let the runtime set the multipart boundary.
  if (!upload) headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  return {
    url: `${resolveBaseUrl(config)}${path}${search ? `?${search}` : ''}`,
    method: descriptor.method,
    headers,
    body: descriptor.method === 'GET' ? undefined : upload ? encodeMultipart(body) : encodeForm(body),
  };
}

async function send(
  config: SdkConfig,
  descriptor: OperationDescriptor,
  args: unknown,
  options: ExecuteOptions,
): Promise<ApiResult> {
  const { url, method, headers, body: requestBody } = operationRequest(config, descriptor, args);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);

  try {
    const response = await (config.fetch ?? fetch)(url, {
      method,
      headers,
      body: requestBody,
      signal: controller.signal,
    });
    if (response.status < 200 || response.status > 299) {
      return {
        error: { kind: 'http', status: response.status, message: clientMessage(config, 'interfaceError') },
      };
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (descriptor.responseFormat === 'binary' && !contentType.includes('json')) {
      return { data: await response.blob() };
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (!isEnvelope(payload)) {
      return {
        error: { kind: 'http', status: response.status, message: clientMessage(config, 'interfaceError') },
      };
    }
    return fromEnvelope(config, payload);
  } catch {
    if (timedOut) return { error: { kind: 'timeout', message: clientMessage(config, 'timeout') } };
    if (options.signal?.aborted) return { error: { kind: 'aborted', message: 'aborted' } };
    return { error: { kind: 'network', message: clientMessage(config, 'requestError') } };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

function fromEnvelope(config: SdkConfig, envelope: Envelope): ApiResult {
  if (envelope.code === SUCCESS_CODE) return { data: envelope.data };
  const entry = errorCatalogue[envelope.code as keyof typeof errorCatalogue];
  const message =
    config.translate?.({ code: envelope.code, data: envelope.data }) ||
    envelope.message ||
    entry?.message ||
    '';
  if (entry?.reaction === 'success-with-message') {
    config.onSuccessMessage?.(message, envelope.code);
    return { data: envelope.data, message };
  }
  return { error: { kind: 'business', code: envelope.code, key: entry?.key, message, data: envelope.data } };
}

const isShownInline = (descriptor: OperationDescriptor, error: ApiError) =>
  error.kind === 'business' && descriptor.inlineErrorCodes.includes(error.code);

function reactToFailure(config: SdkConfig, error: ApiError, upload: boolean): void {
  if (error.kind === 'aborted') return;
  if (error.kind === 'business') {
    const reaction = errorCatalogue[error.code as keyof typeof errorCatalogue]?.reaction ?? 'toast';
    if (reaction === 'logout') {
      config.clearToken?.();
      config.goToLogin?.(error.code);
      return;
    }
    config.onToast?.({ message: error.message, durationMs: TOAST_DURATION_MS, code: error.code });
    return;
  }
  const message = upload ? clientMessage(config, 'uploadError') : error.message;
  config.onToast?.({ message, durationMs: TOAST_DURATION_MS });
}

function clientMessage(config: SdkConfig, key: ClientMessageKey): string {
  return config.translate?.({ client: key }) || defaultClientMessages[key];
}
