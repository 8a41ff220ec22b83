/**
 * What the chat views read of a message and a conversation, in the SDK's own field names: the SDK's `ChatMessage`,
 * `ChatConversation` and the session's `useChatConversation` state fit these shapes as they are, so the pages hand
 * them over without mapping. The kit names only what it shows, and stays free of the API client (a `type:ui`
 * library may not import `@mall/sdk` or `@mall/session`).
 */
export interface ThreadMessage {
  seq: number;
  /** Sent by the viewer's side. */
  mine: boolean;
  body: string | null;
  image_url: string | null;
  nonce: string;
  created_at: string;
}

/** What a conversation is about, when it was started from a product or an order (the SDK's `ChatContext`). */
export interface ThreadContext {
  type: 'product' | 'order';
  id: number;
  title: string;
}

/** A message on its way: shown at once, then replaced by the server's copy (same nonce), or marked failed. */
export interface PendingMessage {
  nonce: string;
  body: string;
  /** A local preview of an attached picture. */
  previewUrl?: string;
  failed: boolean;
}

/**
 * One open conversation as `useChatConversation` holds it: the SDK's conversation (once read) and its messages in
 * `seq` order, the messages on their way, and what the thread asks of it.
 */
export interface ThreadConversation {
  conversation?: {
    context: ThreadContext | null;
    /** The other side has read up to here: the viewer's messages up to it show "Read". */
    other_read_seq: number;
  };
  messages: readonly ThreadMessage[];
  pending: readonly PendingMessage[];
  loading: boolean;
  failed: boolean;
  retry(): void;
  hasMoreBefore: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
  /** Resolves false when the text should stay in the composer. */
  send(text: string): Promise<boolean> | boolean;
  attach(file: File): unknown;
  /** Sends a failed message again with its nonce, so the server never makes two. */
  resend(nonce: string): void;
  attaching: boolean;
}

export interface ListedConversation {
  id: number;
  /** What the conversation is about, when it was started from a product or an order. */
  context: { title: string } | null;
  last_message: Pick<ThreadMessage, 'mine' | 'body' | 'created_at'> | null;
  unread_count: number;
}
