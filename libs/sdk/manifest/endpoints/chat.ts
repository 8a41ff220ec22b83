import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { CursorPage, CursorQuery, Id } from '../schemas/common';
import { AccessToken } from '../schemas/account';
import { ChatBody, ChatMessage, ChatServerEvent } from '../schemas/chat';

export const chatEndpoints = defineEndpoints({
  getChatHistory: {
    method: 'GET',
    path: '/customer/chat/history',
    auth: 'user',
    kind: 'query',
    group: 'chat',
    summary:
      "The signed-in user's customer-service conversation, newest first; `next_cursor` goes further back",
    query: Type.Object({ ...CursorQuery }),
    response: CursorPage(ChatMessage),
    providesTags: ['Chat'],
    errors: [],
  },
  sendChatMessage: {
    method: 'POST',
    path: '/customer/chat/send',
    auth: 'user',
    kind: 'mutation',
    group: 'chat',
    summary:
      'Send a message to customer service: text, an image (an upload of the caller, purpose `chat`) or ' +
      'both; at least one of `body` and `image_file_id` is required',
    body: Type.Object({
      body: Type.Optional(Type.String({ minLength: 1, maxLength: ChatBody.maxLength, pattern: '\\S' })),
      image_file_id: Type.Optional(Id),
    }),
    response: ChatMessage,
    invalidatesTags: ['Chat'],
    errors: [],
  },
  markChatRead: {
    method: 'POST',
    path: '/customer/chat/read',
    auth: 'user',
    kind: 'mutation',
    group: 'chat',
    summary:
      "Mark staff messages read up to `up_to_id` (all when omitted); answers the user's unread count left",
    body: Type.Object({ up_to_id: Type.Optional(Id) }),
    response: Type.Object({ unread_count: Type.Integer({ minimum: 0, maximum: 2147483647 }) }),
    invalidatesTags: ['Chat'],
    errors: [],
  },
  chatLive: {
    method: 'GET',
    path: '/customer/chat/live',
    auth: 'user',
    kind: 'query',
    group: 'chat',
    summary:
      'A WebSocket pushing new messages and read receipts of the conversation; the access token travels as ' +
      'the `token` query value because browsers cannot set headers on a WebSocket (messages are sent with ' +
      '`sendChatMessage`)',
    query: Type.Object({ token: AccessToken }),
    responseFormat: 'websocket',
    planned: true,
    response: ChatServerEvent,
    errors: [],
  },
});
