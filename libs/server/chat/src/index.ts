export {
  accessConversation,
  agentUnreadCount,
  claimConversation,
  type ContextType,
  contextTitle,
  type ConversationAccess,
  type ConversationKind,
  type ConversationRow,
  customerConversations,
  customerUnreadCount,
  openConversation,
  type OpenConversation,
  sellerConversations,
  type Side,
  type StaffFilter,
  supportConversations,
  type Viewer,
} from './conversations';
export { CHAT_AGGREGATE, type ChatEventPayload, type ChatMembers, type ChatReadPayload } from './events';
export {
  history,
  type HistoryRequest,
  lastMessages,
  markRead,
  MAX_MESSAGE_LENGTH,
  type MessageRow,
  sendMessage,
  type SendMessage,
  type SentMessage,
} from './messages';
export { checkSendLimit, DEFAULT_MESSAGES_PER_MINUTE, type SendLimit } from './send-limit';
export { chatLiveSubscriber } from './subscriber';
