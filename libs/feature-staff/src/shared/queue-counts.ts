import { type StaffQueueCounts, useGetStaffQueueCountsQuery } from '@mall/sdk';
import { type QueueKind, queueKinds, taskKindOf } from './staff-paths';

/**
 * A fallback for when the live stream is down: the counts are asked again this often while the console is shown
 * (the staff live stream's `staff_queues` messages replace them the moment anything changes).
 */
export const COUNTS_REFRESH_MS = 60_000;

/** The number of tasks waiting in each queue (undefined until known), kept live by the staff stream. */
export function useQueueCounts(): Partial<Record<QueueKind, number>> {
  const { data } = useGetStaffQueueCountsQuery(undefined, {
    pollingInterval: COUNTS_REFRESH_MS,
    skipPollingIfUnfocused: true,
  });
  return countsByQueue(data);
}

export const countsByQueue = (data: StaffQueueCounts | undefined): Partial<Record<QueueKind, number>> =>
  data ? Object.fromEntries(queueKinds.map((kind) => [kind, data[taskKindOf[kind]].open])) : {};
