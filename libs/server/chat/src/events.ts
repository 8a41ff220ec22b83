/** The aggregate of chat events: a conversation (its events are delivered in order). */
export const CHAT_AGGREGATE = 'chat_conversation';

/** Who a conversation's events concern. */
export interface ChatMembers {
  conversationId: number;
  kind: 'support' | 'shop';
  customerId: number;
  shopId: number | null;
  assigneeId: number | null;
}

/** `chat.message_posted` v1: message `seq` is in the conversation. */
export interface ChatEventPayload extends ChatMembers {
  seq: number;
  senderId: number;
  senderRole: 'customer' | 'seller' | 'staff';
}

/** `chat.read` v1: one side has read up to `seq`. */
export interface ChatReadPayload extends ChatMembers {
  seq: number;
  side: 'customer' | 'agent';
  readerId: number;
}
