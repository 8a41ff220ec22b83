export {
  type EndReason,
  frame,
  LiveHub,
  type LiveHubOptions,
  type LiveStreamSink,
  type OpenStream,
} from './hub';
export {
  type BadgeCount,
  type LiveKind,
  liveKinds,
  type LiveMessage,
  type LiveMessageData,
  type StoredLiveMessage,
} from './kinds';
export {
  MESSAGE_RETENTION_MS,
  messagesAfter,
  pruneMessages,
  publishToUser,
  resumePoint,
  type ResumePoint,
  USER_STREAM_CHANNEL,
} from './messages';
export {
  MAX_STREAMS_PER_USER,
  pruneStaleStreams,
  registerStream,
  type RegisterStream,
  touchStreams,
  unregisterStreams,
} from './streams';
