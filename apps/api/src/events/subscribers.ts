import type { Subscriber } from '@mall/server-core';
import { noticesSubscriber } from '@mall/server-notices';

/** Everything that happens because of a domain event, in every process that dispatches events. */
export const eventSubscribers: readonly Subscriber[] = [noticesSubscriber];
