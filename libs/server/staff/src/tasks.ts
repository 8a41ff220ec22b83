import { productTasks } from '@mall/server-catalogue';
import {
  countLatestSteps,
  type Database,
  type ReviewTaskFilter,
  type ReviewTaskPage,
} from '@mall/server-core';
import { returnTasks, shipmentTasks } from '@mall/server-orders';
import { sellerApplicationTasks, shopRegistrationTasks } from '@mall/server-seller';
import { rechargeTasks, withdrawalTasks } from '@mall/server-wallet';

export const STAFF_TASK_KINDS = [
  'recharge',
  'withdrawal',
  'seller_application',
  'shop_registration',
  'product',
  'return',
  'shipment',
] as const;
export type StaffTaskKind = (typeof STAFF_TASK_KINDS)[number];

interface QueueKind {
  /** The states a task waits for a decision in. */
  open: readonly string[];
  /** Every state, for asking whether a task exists at all. */
  all: readonly string[];
  /** The state of a first approval waiting for its second (four eyes), for money queues. */
  awaitingSecond?: string;
  /** How many wait for a second approval, for a queue whose first approval is an audit step, not a state. */
  awaitingSecondCount?: (db: Database) => Promise<number>;
  list: (db: Database, filter: ReviewTaskFilter) => Promise<ReviewTaskPage>;
}

/** Each review queue: its open states and the owning domain's list of tasks. */
export const queueKinds: Readonly<Record<StaffTaskKind, QueueKind>> = {
  recharge: {
    open: ['pending', 'in_review'],
    all: ['pending', 'in_review', 'completed', 'failed'],
    awaitingSecond: 'in_review',
    list: rechargeTasks,
  },
  withdrawal: {
    open: ['pending', 'in_review'],
    all: ['pending', 'in_review', 'completed', 'failed', 'recalled'],
    awaitingSecond: 'in_review',
    list: withdrawalTasks,
  },
  seller_application: {
    open: ['pending'],
    all: ['pending', 'accepted', 'refused'],
    list: sellerApplicationTasks,
  },
  shop_registration: {
    open: ['pending'],
    all: ['pending', 'approved', 'refused'],
    list: shopRegistrationTasks,
  },
  product: {
    open: ['pending_review'],
    all: ['pending_review', 'refused', 'active', 'expired'],
    list: productTasks,
  },
  return: {
    open: ['pending'],
    all: ['pending', 'approved', 'refused', 'cancelled', 'refunded'],
    list: returnTasks,
    // A return's first approval is an audit step (it stays `pending`): the latest step of those waiting.
    awaitingSecondCount: (db) => countLatestSteps(db, 'return', 'in_review'),
  },
  shipment: {
    open: ['to_ship'],
    all: ['to_ship', 'shipped', 'in_transit', 'delivered', 'completed'],
    list: shipmentTasks,
  },
};

const ONE = { page: 1, pageSize: 1 };

/** Whether a task waits for a decision: `open`, `decided` (exists, not open) or `missing`. */
export async function taskStatus(
  db: Database,
  kind: StaffTaskKind,
  id: number,
): Promise<'open' | 'decided' | 'missing'> {
  const queue = queueKinds[kind];
  const open = await queue.list(db, { states: queue.open, onlyIds: [id], ...ONE });
  if (open.total > 0) return 'open';
  const any = await queue.list(db, { states: queue.all, onlyIds: [id], ...ONE });
  return any.total > 0 ? 'decided' : 'missing';
}

/** How many tasks of a queue are open, and how many of those wait for a second approval (in turn: see `queueCounts`). */
export async function openCount(db: Database, kind: StaffTaskKind, claimedIds: readonly number[]) {
  const queue = queueKinds[kind];
  const open = await queue.list(db, { states: queue.open, ...ONE });
  const claimed =
    claimedIds.length === 0
      ? 0
      : (await queue.list(db, { states: queue.open, onlyIds: claimedIds, ...ONE })).total;
  return { open: open.total, claimed, awaitingSecondApproval: await awaitingSecondCount(db, queue) };
}

async function awaitingSecondCount(db: Database, queue: (typeof queueKinds)[StaffTaskKind]): Promise<number> {
  if (queue.awaitingSecondCount) return queue.awaitingSecondCount(db);
  if (queue.awaitingSecond === undefined) return 0;
  return (await queue.list(db, { states: [queue.awaitingSecond], ...ONE })).total;
}
