import { Type } from '@sinclair/typebox';
import { Id } from './common';
import { NoticeType } from './account';
import { DeliveryState, PaymentState } from './orders';
import { StaffQueueCounts, StaffTaskKind } from './staff';

const Count = Type.Object({ count: Type.Integer({ minimum: 0, maximum: 2147483647 }) });

/** A new notice (`event: notice`): the notice list and its unread badge are out of date. */
export const LiveNotice = Type.Object(
  {
    kind: Type.Literal('notice'),
    data: Type.Object({ id: Id, type: NoticeType, title: Type.String({ maxLength: 200 }) }),
  },
  { title: 'LiveNotice' },
);

/**
 * New values of the user-info answer's counters (`event: badges`), only those that changed: unread notices, the
 * cart, products on sale, unread chat messages. The client patches its cached `getUserInfo` with them.
 */
export const LiveBadges = Type.Object(
  {
    kind: Type.Literal('badges'),
    data: Type.Object({
      notice: Type.Optional(Count),
      card: Type.Optional(Count),
      product: Type.Optional(Count),
      message_unread_count: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
    }),
  },
  { title: 'LiveBadges' },
);

/** One of the user's orders moved (`event: order`): its detail and the purchase history refetch. */
export const LiveOrder = Type.Object(
  {
    kind: Type.Literal('order'),
    data: Type.Object({ id: Id, payment_state: PaymentState, delivery_state: DeliveryState }),
  },
  { title: 'LiveOrder' },
);

/**
 * Something happened in one of the user's chat conversations (`event: chat`): a new message (`message`, its
 * `seq`) or the other side read up to `seq` (`read`). The client asks `getChatHistory` for what came after the
 * last `seq` it has, so a message is shown once however often it is announced.
 */
export const LiveChat = Type.Object(
  {
    kind: Type.Literal('chat'),
    data: Type.Object({
      conversation_id: Id,
      event: Type.Union([Type.Literal('message'), Type.Literal('read')]),
      seq: Type.Integer({ minimum: 0, maximum: 2147483647 }),
    }),
  },
  { title: 'LiveChat' },
);

/** A message of the user's live stream: the SSE `event:` is its `kind`, `data:` its `data` as JSON. */
export const LiveMessage = Type.Union([LiveNotice, LiveBadges, LiveOrder, LiveChat], {
  title: 'LiveMessage',
});

/** Every review queue's new counts (`event: staff_queues`), after a submission, claim or decision. */
export const LiveStaffQueues = Type.Object(
  { kind: Type.Literal('staff_queues'), data: StaffQueueCounts },
  { title: 'LiveStaffQueues' },
);

/**
 * One task changed (`event: staff_task`): claimed (`claim` set), released or expired (`claim` null), or decided
 * (its new `state`). Compare `claim.staff_id` with your own id: the stream is shared by every staff member.
 */
export const LiveStaffTask = Type.Object(
  {
    kind: Type.Literal('staff_task'),
    data: Type.Object({
      kind: StaffTaskKind,
      id: Id,
      state: Type.String({ maxLength: 40 }),
      claim: Type.Union([
        Type.Object({
          staff_id: Id,
          staff_name: Type.String({ maxLength: 101 }),
          expires_at: Type.String({ format: 'date-time' }),
        }),
        Type.Null(),
      ]),
    }),
  },
  { title: 'LiveStaffTask' },
);

/**
 * A message of a staff session's live stream (`openStaffLiveStream`): the queues, and for customer service (role
 * `support` or admin) `chat` for every support conversation and `badges` with their unread count.
 */
export const StaffLiveMessage = Type.Union([LiveStaffQueues, LiveStaffTask, LiveChat, LiveBadges], {
  title: 'StaffLiveMessage',
});
