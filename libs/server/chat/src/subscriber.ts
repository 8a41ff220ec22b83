import { staffUserIds } from '@mall/server-account';
import type { Database, RecordedEvent, Subscriber } from '@mall/server-core';
import { publishToUser } from '@mall/server-live';
import { customerUnreadCount, shopSeller } from './conversations';
import type { ChatEventPayload, ChatMembers, ChatReadPayload } from './events';

/**
 * Everyone on a conversation: the shopper, and the shop's seller or customer service — the staff member who
 * claimed it, or every staff member while no one has.
 */
async function membersOf(tx: Database, members: ChatMembers): Promise<number[]> {
  const ids = new Set([members.customerId]);
  if (members.kind === 'shop') {
    const seller = members.shopId === null ? null : await shopSeller(tx, members.shopId);
    if (seller !== null) ids.add(seller);
  } else if (members.assigneeId !== null) ids.add(members.assigneeId);
  else for (const id of await staffUserIds(tx)) ids.add(id);
  return [...ids];
}

/**
 * Chat's live side: every member's streams (every tab and device, on any API process) hear of a new message or
 * a read position with the conversation and `seq`, and the shopper's streams get the new unread count. Published in
 * the delivery's transaction, so once per event; the client asks for the messages after the last `seq` it has, so
 * an announcement heard twice shows nothing twice.
 */
export const chatLiveSubscriber: Subscriber = {
  name: 'chat-live',
  events: ['chat.message_posted', 'chat.read'],
  async handle(tx, event: RecordedEvent) {
    const payload = event.payload as ChatEventPayload | ChatReadPayload;
    const data = {
      conversation_id: payload.conversationId,
      event: event.type === 'chat.read' ? ('read' as const) : ('message' as const),
      seq: payload.seq,
    };
    for (const userId of await membersOf(tx, payload))
      await publishToUser(tx, userId, { kind: 'chat', data });
    const customerCountChanged =
      event.type === 'chat.message_posted' || (payload as ChatReadPayload).side === 'customer';
    if (customerCountChanged)
      await publishToUser(tx, payload.customerId, {
        kind: 'badges',
        data: { message_unread_count: await customerUnreadCount(tx, payload.customerId) },
      });
  },
};
