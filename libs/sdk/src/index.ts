export { createMallClient, type MallClient } from './client';
export {
  baseApi,
  mallBaseQuery,
  type MallBaseQueryArgs,
  type MallQueryMeta,
  type MallSdkExtra,
} from './base-api';
export {
  type ClientMessageKey,
  defaultClientMessages,
  REQUEST_TIMEOUT_MS,
  type SdkConfig,
  TOAST_DURATION_MS,
  type ToastRequest,
} from './config';
export { type BusinessError, isApiError, MallApiError, type OperationErrorCode, toApiError } from './errors';
export {
  type ApiError,
  type ApiResult,
  executeOperation,
  operationRequest,
  type OperationRequest,
  SUCCESS_CODE,
} from './request';
export { invalidateLocalised } from './localisation';
export { webSocketUrl } from './websocket';
export { readEventStream, type ServerSentEvent } from './live/event-stream-reader';
export {
  liveStream,
  type LiveStream,
  type LiveStreamEvent,
  type LiveStreamListener,
  type LiveStreamOptions,
  type LiveStreamState,
} from './live/live-stream';
export { applyLiveEvent } from './live/apply-live-event';
export { followLiveStream, type LiveCacheEntryLifecycle } from './live/follow-live-stream';
export type {
  EventStreamOperationName,
  HttpOperationName,
  JsonOperationName,
  OperationDescriptor,
  WebSocketOperationName,
} from './operation';
export * from './generated/api.gen';
export type { MallOperations } from './generated/client.gen';
export * from './generated/error-codes.gen';
export * from './generated/operations.gen';
export type * from './generated/types.gen';
