import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { Page, PageQuery } from '../schemas/common';
import {
  ChatConversation,
  ChatHistoryQuery,
  ChatMessage,
  ChatMessageSlice,
  ChatReadBody,
  ChatSendBody,
  ChatUnread,
} from '../schemas/chat';
import { Id } from '../schemas/common';

/** Which support conversations the staff inbox lists. */
export const staffChatFilters = ['unassigned', 'mine', 'all'] as const;

/**
 * Customer service's side of the support conversations: the staff inbox (staff console, role `support` or admin;
 * anyone else answers 3100004). Staff hear of new messages on their staff stream (`openStaffLiveStream`).
 */
export const staffChatEndpoints = defineEndpoints({
  getChatConversations: {
    method: 'GET',
    path: '/staff/chat/conversations',
    auth: 'staff',
    staffRoles: ['support'],
    kind: 'query',
    group: 'staff',
    summary:
      "Support conversations, most recent first: those no one has claimed (`unassigned`), the caller's " +
      '(`mine`) or all; with their context, assignee and the messages staff have not read',
    query: Type.Object({
      ...PageQuery,
      filter: Type.Optional(
        Type.Union(
          staffChatFilters.map((filter) => Type.Literal(filter)),
          { default: 'all' },
        ),
      ),
    }),
    response: Page(ChatConversation),
    providesTags: [{ type: 'Chat', id: 'LIST' }],
    errors: ['STAFF_ROLE_REQUIRED'],
  },
  claimChatConversation: {
    method: 'POST',
    path: '/staff/chat/claim',
    auth: 'staff',
    staffRoles: ['support'],
    kind: 'mutation',
    group: 'staff',
    summary:
      "Takes a support conversation to answer it (`release` gives it back). Another staff member's " +
      'conversation answers 3200007 unless `take_over` is set',
    body: Type.Object({
      conversation_id: Id,
      release: Type.Optional(Type.Boolean()),
      take_over: Type.Optional(Type.Boolean()),
    }),
    response: ChatConversation,
    invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    errors: ['STAFF_ROLE_REQUIRED', 'CHAT_CONVERSATION_NOT_FOUND', 'CHAT_CLAIMED_BY_OTHER'],
  },
  getStaffChatHistory: {
    method: 'GET',
    path: '/staff/chat/history',
    auth: 'staff',
    staffRoles: ['support'],
    kind: 'query',
    group: 'staff',
    summary: 'Messages of a support conversation, as `getChatHistory` answers them',
    query: ChatHistoryQuery,
    response: ChatMessageSlice,
    providesTags: [{ type: 'Chat', id: { arg: 'conversation_id' } }],
    errors: ['STAFF_ROLE_REQUIRED', 'CHAT_CONVERSATION_NOT_FOUND'],
  },
  replyChat: {
    method: 'POST',
    path: '/staff/chat/reply',
    auth: 'staff',
    staffRoles: ['support'],
    kind: 'mutation',
    group: 'staff',
    summary:
      'Answers a support conversation (claiming it when no one has): text, a picture or both, with the ' +
      "sender's nonce as `sendChatMessage`",
    body: ChatSendBody,
    response: ChatMessage,
    invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    errors: [
      'STAFF_ROLE_REQUIRED',
      'CHAT_CONVERSATION_NOT_FOUND',
      'CHAT_CLAIMED_BY_OTHER',
      'CHAT_MESSAGE_EMPTY',
      'CHAT_PICTURE_INVALID',
      'CHAT_SENDING_TOO_FAST',
    ],
  },
  markStaffChatRead: {
    method: 'POST',
    path: '/staff/chat/read',
    auth: 'staff',
    staffRoles: ['support'],
    kind: 'mutation',
    group: 'staff',
    summary:
      "Moves staff's read position in a support conversation up to `seq`; answers staff's unread count",
    body: ChatReadBody,
    response: ChatUnread,
    invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    errors: ['STAFF_ROLE_REQUIRED', 'CHAT_CONVERSATION_NOT_FOUND'],
  },
  getStaffChatUnread: {
    method: 'GET',
    path: '/staff/chat/unread',
    auth: 'staff',
    staffRoles: ['support'],
    kind: 'query',
    group: 'staff',
    summary:
      "Customer service's unread messages for the caller: in the unassigned support conversations and their own " +
      "(the Support badge; the staff stream's `badges` carries the new count)",
    response: ChatUnread,
    providesTags: [{ type: 'Chat', id: 'LIST' }],
    errors: ['STAFF_ROLE_REQUIRED'],
  },
});
