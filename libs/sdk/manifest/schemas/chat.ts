import { Type } from '@sinclair/typebox';
import { FileUrl, Id, Timestamp } from './common';

export const chatSenders = ['customer', 'staff'] as const;
export const ChatSender = Type.Union(
  chatSenders.map((sender) => Type.Literal(sender)),
  { title: 'ChatSender' },
);

/** Text of a chat message. */
export const ChatBody = Type.String({ maxLength: 2000 });

export const ChatMessage = Type.Object(
  {
    id: Id,
    from: ChatSender,
    /** `''` for an image-only message. */
    body: ChatBody,
    image_url: Type.Union([FileUrl, Type.Null()]),
    created_at: Timestamp,
    /** Whether the other side (staff for a customer's message, the customer for staff's) has read it. */
    read: Type.Boolean(),
  },
  { title: 'ChatMessage' },
);

/** What the server pushes on the customer's chat WebSocket. */
export const ChatServerEvent = Type.Union(
  [
    Type.Object({ type: Type.Literal('message'), message: ChatMessage }),
    Type.Object({
      type: Type.Literal('read'),
      /** The other side has read every message up to and including this id. */
      up_to_id: Id,
    }),
  ],
  { title: 'ChatServerEvent' },
);

/** A customer's conversation as the staff inbox lists it. */
export const ChatConversation = Type.Object(
  {
    user: Type.Object({
      id: Id,
      name: Type.String({ maxLength: 101 }),
      email: Type.String({ maxLength: 254 }),
      avatar: FileUrl,
    }),
    last_message: Type.Union([ChatMessage, Type.Null()]),
    /** Customer messages staff have not read yet. */
    unread_count: Type.Integer({ minimum: 0, maximum: 2147483647 }),
    updated_at: Timestamp,
  },
  { title: 'ChatConversation' },
);
