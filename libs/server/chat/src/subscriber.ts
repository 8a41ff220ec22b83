import { enabledStaffIdsWithRole } from '@mall/server-account';
import type { Database, RecordedEvent, Subscriber } from '@mall/server-core';
import { publishToUser } from '@mall/server-live';
import { agentUnreadCount, customerUnreadCount, shopSeller } from './conversations';
import type { ChatEventPayload, ChatMembers, ChatReadPayload } from './events';

/** The staff roles that answer support conversations (an admin may too). */
export const SUPPORT_ROLES = ['support'] as const;

/**
 * Everyone on a conversation: the shopper, and the shop's seller — or, for a support conversation, every enabled
 * staff member who may answer it (role `support` or admin), so each one's inbox (unassigned, mine, all) follows it.
 * Staff hear of it on their staff stream: a staff account's messages are only ever read by `/api/staff/stream`.
 */
async function membersOf(tx: Database, members: ChatMembers): Promise<{ users: number[]; staff: number[] }> {
  if (members.kind === 'shop') {
    const seller = members.shopId === null ? null : await shopSeller(tx, members.shopId);
    return { users: seller === null ? [members.customerId] : [members.customerId, seller], staff: [] };
  }
  return { users: [members.customerId], staff: await enabledStaffIdsWithRole(tx, SUPPORT_ROLES) };
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
    const { users, staff } = await membersOf(tx, payload);
    for (const userId of [...users, ...staff]) await publishToUser(tx, userId, { kind: 'chat', data });
    // Customer service's unread count (unassigned and their own conversations) for each staff member's badge.
    for (const staffId of staff)
      await publishToUser(tx, staffId, {
        kind: 'badges',
        data: { message_unread_count: await agentUnreadCount(tx, { userId: staffId, as: 'staff' }) },
      });
    const customerCountChanged =
      event.type === 'chat.message_posted' || (payload as ChatReadPayload).side === 'customer';
    if (customerCountChanged)
      await publishToUser(tx, payload.customerId, {
        kind: 'badges',
        data: { message_unread_count: await customerUnreadCount(tx, payload.customerId) },
      });
  },
};
