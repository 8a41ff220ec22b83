import type { OperationDescriptor } from './operation';

type Fields = Record<string, unknown>;

export interface SplitArgs {
  path: string;
  query: Fields;
  body: Fields;
  headers: Record<string, string>;
}

/** The argument of an `idempotent` operation that travels as the `Idempotency-Key` header, never in the body. */
export const IDEMPOTENCY_KEY_ARG = 'idempotency_key';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Puts each argument where the operation expects it: header, path placeholder, query string or body. */
export function splitArgs(descriptor: OperationDescriptor, args: unknown): SplitArgs {
  const fields: Fields = args && typeof args === 'object' ? { ...(args as Fields) } : {};
  const headers: Record<string, string> = {};
  if (descriptor.idempotent) {
    const key = fields[IDEMPOTENCY_KEY_ARG];
    if (key !== undefined && key !== null && key !== '') headers[IDEMPOTENCY_KEY_HEADER] = String(key);
    delete fields[IDEMPOTENCY_KEY_ARG];
  }
  let path = descriptor.path;
  for (const name of descriptor.pathParams) {
    const value = fields[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`@mall/sdk: missing path parameter "${name}" for ${descriptor.path}`);
    }
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    delete fields[name];
  }
  const query: Fields = {};
  const body: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    const inQuery = descriptor.method === 'GET' || descriptor.queryKeys.includes(key);
    (inQuery ? query : body)[key] = value;
  }
  return { path, query, body, headers };
}

const scalar = (value: unknown): string => (typeof value === 'string' ? value : String(value));

/** Flat fields as `application/x-www-form-urlencoded`: arrays as repeated keys, absent values left out. */
export function encodeForm(fields: Fields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, scalar(item)));
    else if (typeof value === 'object') {
      throw new TypeError(`@mall/sdk: field "${key}" is an object; form bodies are flat`);
    } else params.append(key, scalar(value));
  }
  return params;
}

/** Fields as `multipart/form-data`; Blobs travel as files (the upload field is `file`). */
export function encodeMultipart(fields: Fields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else if (Array.isArray(value)) value.forEach((item) => form.append(key, scalar(item)));
    else form.append(key, scalar(value));
  }
  return form;
}
