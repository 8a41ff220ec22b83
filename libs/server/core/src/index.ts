export { createdAt, jsonRowOf, localised } from './columns';
export { type CrashPoint, crashPoint, crashPoints } from './crash-point';
export { type Database, isDatabaseUnavailable, isTransactionConflict } from '@mall/server-database';
export { DomainError, refusalIn } from './domain-error';
export {
  callDatabaseFunction,
  type IsolationLevel,
  type TransactionOptions,
  withTransaction,
} from './transaction';
export {
  isLanguage,
  type Language,
  type LocalisedText,
  pickLocalised,
  resolveLanguage,
} from './localised-text';
export { type MessageParams, renderMessage, type Translations } from './messages';
export type { MediaUrl } from './media-url';
export { countLatestSteps } from './latest-steps';
export { executeNamed, preparedQuery, preparedStatement } from './prepared-statement';
export {
  IDEMPOTENCY_KEY_PATTERN,
  idempotencyClaim,
  type IdempotentRequest,
  storedAnswer,
  withIdempotency,
} from './idempotency';
export { type BatchFlush, deferToBatchEnd, rememberedInBatch } from './events/batch-end';
export { EVENT_RETENTION_MS, pruneDeliveredEvents } from './events/retention';
export { type DomainEvent, emit, EVENTS_CHANNEL, type RecordedEvent, rowsOf } from './events/emit';
export {
  deliverNext,
  type DeliveryOutcome,
  type Dispatcher,
  type DispatcherOptions,
  failedDeliveries,
  registerSubscribers,
  retryDelaySeconds,
  startDispatcher,
  type Subscriber,
  type UndeliveredEvent,
} from './events/dispatch';
export {
  alreadyDecided,
  type AuditQuery,
  auditPage,
  lockReviewed,
  recordReviewStep,
  recordReviewTransition,
  type ReviewActor,
  type Reviewed,
  type ReviewedStep,
  type ReviewedTable,
  type ReviewStepped,
  type ReviewTaskFilter,
  type ReviewTaskPage,
  type ReviewTaskRow,
  reviewTaskIds,
  type ReviewStepRecord,
  type ReviewStepRow,
  reviewStepsOf,
  type ReviewSubjectKind,
  type ReviewTransitions,
  transitionReviewed,
} from './review-history';
