import { Type } from '@sinclair/typebox';
import { FileUrl, Id, Timestamp } from './common';

/** `support`: a shopper and the marketplace's staff; `shop`: a shopper and a shop, answered by its seller. */
export const chatConversationKinds = ['support', 'shop'] as const;
export const ChatConversationKind = Type.Union(
  chatConversationKinds.map((kind) => Type.Literal(kind)),
  { title: 'ChatConversationKind' },
);

/** Who wrote a message: the shopper, the shop's seller or a staff member. */
export const chatSenders = ['customer', 'seller', 'staff'] as const;
export const ChatSender = Type.Union(
  chatSenders.map((sender) => Type.Literal(sender)),
  { title: 'ChatSender' },
);

/** What a conversation was started about: a product or one of the shopper's orders. */
export const chatContextTypes = ['product', 'order'] as const;
export const ChatContextType = Type.Union(
  chatContextTypes.map((type) => Type.Literal(type)),
  { title: 'ChatContextType' },
);

/** Text of a chat message: plain text (never HTML), at most 2,000 characters. */
export const ChatBody = Type.String({ maxLength: 2000 });

/** A client-made random key per message: sending again with the same one answers the first message. */
export const ChatNonce = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** A message's place in its conversation: 1, 2, 3, … without gaps. */
export const ChatSeq = Type.Integer({ minimum: 0, maximum: 2147483647 });

export const ChatMessage = Type.Object(
  {
    conversation_id: Id,
    seq: ChatSeq,
    from: ChatSender,
    /** Whether the caller wrote it (the caller's own messages, or for staff those of any staff member). */
    mine: Type.Boolean(),
    /** Plain text; `''` for a picture-only message. */
    body: ChatBody,
    /** A link signed for an hour, given only to the conversation's members and staff. */
    image_url: Type.Union([FileUrl, Type.Null()]),
    nonce: Type.String({ maxLength: 64 }),
    /** Server time. */
    created_at: Timestamp,
  },
  { title: 'ChatMessage' },
);

export const ChatContext = Type.Object(
  { type: ChatContextType, id: Id, title: Type.String({ maxLength: 300 }) },
  { title: 'ChatContext' },
);

/** A conversation as its members (and staff) list it, from the caller's side. */
export const ChatConversation = Type.Object(
  {
    id: Id,
    kind: ChatConversationKind,
    /** The shopper. */
    customer: Type.Object({ id: Id, name: Type.String({ maxLength: 101 }) }),
    /** The shop of a `shop` conversation. */
    shop: Type.Union([
      Type.Object({ id: Id, name: Type.String({ maxLength: 200 }), logo: FileUrl }),
      Type.Null(),
    ]),
    /** The product or order it was last started from. */
    context: Type.Union([ChatContext, Type.Null()]),
    /** The staff member answering a `support` conversation (null while unassigned). */
    assignee: Type.Union([Type.Object({ id: Id, name: Type.String({ maxLength: 101 }) }), Type.Null()]),
    last_seq: ChatSeq,
    /** The caller's side's read position. */
    read_seq: ChatSeq,
    /** The other side's read position (its messages up to here are read). */
    other_read_seq: ChatSeq,
    /** `last_seq − read_seq`, counting only the other side's messages. */
    unread_count: Type.Integer({ minimum: 0, maximum: 2147483647 }),
    last_message: Type.Union([ChatMessage, Type.Null()]),
    updated_at: Timestamp,
  },
  { title: 'ChatConversation' },
);

/** Messages of one conversation in sequence order, and where the conversation stands. */
export const ChatMessageSlice = Type.Object(
  {
    list: Type.Array(ChatMessage),
    /** Whether older messages exist before the first one listed. */
    has_more_before: Type.Boolean(),
    conversation: ChatConversation,
  },
  { title: 'ChatMessageSlice' },
);

const conversationId = { conversation_id: Id };

/** Which messages `getChatHistory` answers: the newest (`limit`), those after `after_seq`, or before `before_seq`. */
export const ChatHistoryQuery = Type.Object({
  ...conversationId,
  after_seq: Type.Optional(ChatSeq),
  before_seq: Type.Optional(ChatSeq),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
});

/** A new message: text, a picture (an upload of the sender, purpose `chat`) or both, with the sender's nonce. */
export const ChatSendBody = Type.Object({
  ...conversationId,
  nonce: ChatNonce,
  body: Type.Optional(ChatBody),
  image_file_id: Type.Optional(Id),
});

export const ChatReadBody = Type.Object({ ...conversationId, seq: ChatSeq });

/** The caller's unread messages over all their conversations, after marking. */
export const ChatUnread = Type.Object(
  { unread_count: Type.Integer({ minimum: 0, maximum: 2147483647 }) },
  { title: 'ChatUnread' },
);
