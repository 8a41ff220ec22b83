/**
 * What the chat views read of a message and a conversation. The SDK's `ChatMessage` and `ChatConversation` fit
 * these shapes; the views name only what they show, so the kit stays free of the API client.
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

export interface ListedConversation {
  id: number;
  /** What the conversation is about, when it was started from a product or an order. */
  context: { title: string } | null;
  last_message: Pick<ThreadMessage, 'mine' | 'body' | 'created_at'> | null;
  unread_count: number;
}
