import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { Id } from '../schemas/common';
import {
  ChatContextType,
  ChatConversation,
  ChatConversationKind,
  ChatHistoryQuery,
  ChatMessage,
  ChatMessageSlice,
  ChatReadBody,
  ChatSendBody,
  ChatUnread,
} from '../schemas/chat';

const ConversationList = Type.Object(
  { list: Type.Array(ChatConversation) },
  { title: 'ChatConversationList' },
);

/**
 * Chat between a shopper and customer service (staff) or a shop (its seller). New messages, read positions and
 * unread counts reach every member's live stream (`chat` and `badges` messages of `openLiveStream`); a client
 * that was offline asks `getChatHistory` for what came `after_seq` its last one.
 */
export const chatEndpoints = defineEndpoints({
  getChatConversationList: {
    method: 'GET',
    path: '/customer/chat/conversations',
    auth: 'user',
    kind: 'query',
    group: 'chat',
    summary: "The signed-in shopper's conversations (customer service and shops), most recent first",
    response: ConversationList,
    providesTags: [{ type: 'Chat', id: 'LIST' }],
    followsLiveStream: true,
    errors: [],
  },
  openChatConversation: {
    method: 'POST',
    path: '/customer/chat/conversations',
    auth: 'user',
    kind: 'mutation',
    group: 'chat',
    summary:
      "Opens (or finds) the shopper's conversation with customer service (`kind` `support`) or with a shop " +
      '(`shop`, `shop_id`), optionally about a product or one of their orders (`context_type`, `context_id`), ' +
      'which the other side then sees',
    body: Type.Object({
      kind: ChatConversationKind,
      shop_id: Type.Optional(Id),
      context_type: Type.Optional(ChatContextType),
      context_id: Type.Optional(Id),
    }),
    response: ChatConversation,
    invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    errors: ['CHAT_SHOP_UNAVAILABLE', 'CHAT_CONTEXT_NOT_FOUND'],
  },
  getChatHistory: {
    method: 'GET',
    path: '/customer/chat/history',
    auth: 'user',
    kind: 'query',
    group: 'chat',
    summary:
      'Messages of a conversation of the caller (the shopper, or the seller of its shop) in sequence order: the ' +
      'newest `limit`, those after `after_seq` (what a client missed), or those before `before_seq` (older ones)',
    query: ChatHistoryQuery,
    response: ChatMessageSlice,
    providesTags: [{ type: 'Chat', id: { arg: 'conversation_id' } }],
    errors: ['CHAT_CONVERSATION_NOT_FOUND'],
  },
  sendChatMessage: {
    method: 'POST',
    path: '/customer/chat/send',
    auth: 'user',
    kind: 'mutation',
    group: 'chat',
    summary:
      'Sends a message in a conversation of the caller (the shopper, or the seller of its shop): text, a ' +
      'picture (`image_file_id`, an upload of the caller with purpose `chat`) or both. The same `nonce` again ' +
      'answers the first message instead of sending another',
    body: ChatSendBody,
    response: ChatMessage,
    invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    errors: [
      'CHAT_CONVERSATION_NOT_FOUND',
      'CHAT_MESSAGE_EMPTY',
      'CHAT_PICTURE_INVALID',
      'CHAT_SENDING_TOO_FAST',
    ],
  },
  markChatRead: {
    method: 'POST',
    path: '/customer/chat/read',
    auth: 'user',
    kind: 'mutation',
    group: 'chat',
    summary:
      "Moves the caller's read position in a conversation up to `seq` (never back); answers the caller's unread " +
      'messages over all conversations',
    body: ChatReadBody,
    response: ChatUnread,
    invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    errors: ['CHAT_CONVERSATION_NOT_FOUND'],
  },
  getSellerChatConversations: {
    method: 'GET',
    path: '/seller/chat/conversations',
    auth: 'seller',
    kind: 'query',
    group: 'chat',
    summary:
      "The seller's shop's conversations with shoppers, most recent first (answered with `sendChatMessage`)",
    response: ConversationList,
    providesTags: [{ type: 'Chat', id: 'LIST' }],
    followsLiveStream: true,
    errors: [],
  },
});
