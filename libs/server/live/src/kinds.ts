/** A `{count}` badge, as the user-info answer carries it. */
export interface BadgeCount {
  count: number;
}

/** What each kind of live message carries: ids and small fields, never a whole record. */
export interface LiveMessageData {
  /** A new notice: the notice list and its unread badge are out of date. */
  notice: { id: number; type: number; title: string };
  /**
   * The user-info answer's counters (`getUserInfo`), only those that changed: the unread notices
   * (`notice.count`), the cart (`card.count`), the products on sale (`product.count`) and unread chat messages.
   */
  badges: {
    notice?: BadgeCount;
    card?: BadgeCount;
    product?: BadgeCount;
    message_unread_count?: number;
  };
  /** One of the user's orders moved on either axis: its detail and the purchase history refetch it. */
  order: {
    id: number;
    /** As the order detail answers them (`PaymentState`, `DeliveryState` of the manifest). */
    payment_state: 'unpaid' | 'paid' | 'cancelled';
    delivery_state: 'to_ship' | 'shipped' | 'in_transit' | 'delivered' | 'completed';
  };
  /**
   * Something happened in one of the user's chat conversations: a new message (`message`) or a read position
   * (`read`) at `seq`. The client fetches the messages after the last `seq` it has.
   */
  chat: { conversation_id: number; event: 'message' | 'read'; seq: number };
  /** A staff member's stream: every review queue's counts now (`StaffQueueCounts` of the manifest). */
  staff_queues: Record<string, { open: number; claimed: number; awaiting_second_approval: number }>;
  /** A staff member's stream: one task's claim or state changed. */
  staff_task: {
    kind: string;
    id: number;
    state: string;
    claim: { staff_id: number; staff_name: string; expires_at: string } | null;
  };
}

export type LiveKind = keyof LiveMessageData;

/** The kinds, for checks and documentation. */
export const liveKinds = [
  'notice',
  'badges',
  'order',
  'chat',
  'staff_queues',
  'staff_task',
] as const satisfies readonly LiveKind[];

/** One message for a user's live stream: its kind and its data. */
export type LiveMessage = { [Kind in LiveKind]: { kind: Kind; data: LiveMessageData[Kind] } }[LiveKind];

/** A message as stored: with its id, which is the stream's `id:` field and the resume point. */
export type StoredLiveMessage = LiveMessage & { id: number; createdAt: string };
