import { enabledStaffIds, staffNames } from '@mall/server-account';
import type { Subscriber } from '@mall/server-core';
import { publishToUser } from '@mall/server-live';
import type { StaffTaskClaimEvent } from './claims';
import { queueCounts } from './queues';

const wire = (counts: Awaited<ReturnType<typeof queueCounts>>) =>
  Object.fromEntries(
    Object.entries(counts).map(([kind, count]) => [
      kind,
      { open: count.open, claimed: count.claimed, awaiting_second_approval: count.awaitingSecondApproval },
    ]),
  );

/**
 * The staff console's live queues: after anything that changes a queue (a submission, a claim, a decision, an
 * order paid or shipped), every enabled staff member's stream gets the queues' counts as they are now (read in
 * the delivery's transaction) and, for a claim or a step, the task that changed.
 */
export const staffQueueSubscriber: Subscriber = {
  name: 'staff-queues',
  events: [
    'review.stepped',
    'staff.task_claimed',
    'staff.task_released',
    'order.paid',
    'order.shipped',
    'order.cancelled',
  ],
  // An order's event changes only the counts, which the last of a batch's publishes as they are then.
  coalesces: (event) => event.type.startsWith('order.'),
  // Counting the orders to ship reads every one of them (an index-only scan of `orders_awaiting_shipment_idx`,
  // 35 ms with 287,000): a burst of payments recounts once a second.
  coalescingWindowMs: 1_000,
  async handle(tx, event) {
    const staff = await enabledStaffIds(tx);
    if (staff.length === 0) return;
    const counts = wire(await queueCounts(tx));
    let task: {
      kind: string;
      id: number;
      state: string;
      claim: null | { staff_id: number; staff_name: string; expires_at: string };
    } | null = null;
    if (event.type === 'staff.task_claimed' || event.type === 'staff.task_released') {
      const claim = event.payload as StaffTaskClaimEvent;
      const names = await staffNames(tx);
      task = {
        kind: claim.kind,
        id: claim.id,
        state: 'open',
        claim:
          claim.staffId === null || claim.expiresAt === null
            ? null
            : {
                staff_id: claim.staffId,
                staff_name: names.get(claim.staffId) ?? `#${claim.staffId}`,
                expires_at: new Date(claim.expiresAt).toISOString(),
              },
      };
    } else if (event.type === 'review.stepped') {
      const step = event.payload as { kind: string; id: number; to: string };
      task = { kind: step.kind, id: step.id, state: step.to, claim: null };
    }
    for (const staffId of staff) {
      await publishToUser(tx, staffId, { kind: 'staff_queues', data: counts });
      if (task) await publishToUser(tx, staffId, { kind: 'staff_task', data: task });
    }
  },
};
