// @mall/chat-ui — chat's props-only views, shared by the shop, the seller app and the staff console: the
// conversation list, a conversation's thread with its composer, and message text (plain text, safe links).
export { ChatLayout, type ChatLayoutProps } from './chat-layout/chat-layout';
export { ConversationList, type ConversationListProps } from './conversation-list/conversation-list';
export { ChatThread, type ChatThreadProps, MAX_MESSAGE_LENGTH } from './chat-thread/chat-thread';
export { MessageText, messageParts, type TextPart } from './message-text/message-text';
export type {
  ListedConversation,
  PendingMessage,
  ThreadContext,
  ThreadConversation,
  ThreadMessage,
} from './chat-types';
