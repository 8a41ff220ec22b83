import type { operations } from './generated/operations.gen';

/** What the runtime needs to know of an operation; generated from the manifest. */
export interface OperationDescriptor {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the base URL, with `{name}` placeholders. */
  readonly path: string;
  readonly auth: 'none' | 'optional' | 'user' | 'seller' | 'staff';
  readonly kind: 'query' | 'mutation';
  readonly pathParams: readonly string[];
  /** Fields sent in the query string (every non-path field of a GET). */
  readonly queryKeys: readonly string[];
  readonly bodyEncoding: 'form' | 'multipart';
  readonly responseFormat: 'json' | 'binary' | 'websocket' | 'event-stream';
  /** Takes an `idempotency_key` argument, sent as the `Idempotency-Key` header. */
  readonly idempotent?: true;
  readonly errorCodes: readonly number[];
  /** Codes the calling screen shows in its form: no toast for these. */
  readonly inlineErrorCodes: readonly number[];
}

type Operations = typeof operations;
type OperationsWith<Format extends OperationDescriptor['responseFormat']> = {
  [K in keyof Operations]: Operations[K]['responseFormat'] extends Format ? K : never;
}[keyof Operations];

/** Operations answering the JSON envelope (the ones with RTK Query hooks and fixtures). */
export type JsonOperationName = OperationsWith<'json'>;
/** Operations reachable over HTTP (JSON or a file). */
export type HttpOperationName = OperationsWith<'json' | 'binary'>;
export type WebSocketOperationName = OperationsWith<'websocket'>;
/** Operations answering Server-Sent Events (read by `liveStream`). */
export type EventStreamOperationName = OperationsWith<'event-stream'>;
