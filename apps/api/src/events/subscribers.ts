import { followFeedSubscriber } from '@mall/server-catalogue';
import { chatLiveSubscriber } from '@mall/server-chat';
import type { Subscriber } from '@mall/server-core';
import { noticesSubscriber } from '@mall/server-notices';
import { orderLiveSubscriber } from '@mall/server-orders';
import { staffQueueSubscriber } from '@mall/server-staff';

/** Everything that happens because of a domain event, in every process that dispatches events. */
export const eventSubscribers: readonly Subscriber[] = [
  noticesSubscriber,
  orderLiveSubscriber,
  chatLiveSubscriber,
  followFeedSubscriber,
  staffQueueSubscriber,
];
