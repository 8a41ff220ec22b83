import type { StaffTaskKind } from '@mall/sdk';

/** The review queues of the console by their address, in the order the navigation lists them. */
export const queueKinds = [
  'recharges',
  'withdrawals',
  'seller-applications',
  'shop-registrations',
  'products',
  'returns',
  'shipments',
] as const;

export type QueueKind = (typeof queueKinds)[number];

/** The API's name of each queue's tasks. */
export const taskKindOf: Record<QueueKind, StaffTaskKind> = {
  recharges: 'recharge',
  withdrawals: 'withdrawal',
  'seller-applications': 'seller_application',
  'shop-registrations': 'shop_registration',
  products: 'product',
  returns: 'return',
  shipments: 'shipment',
};

/** The queue a task of the API's `kind` sits in. */
export const queueOf = (kind: StaffTaskKind): QueueKind =>
  queueKinds.find((queue) => taskKindOf[queue] === kind) ?? 'recharges';

/** The staff console's routes (hash routing: the built files work from any path). */
export const staffPaths = {
  signIn: '/sign-in',
  home: '/queues/recharges',
  queue: (kind: QueueKind) => `/queues/${kind}`,
  task: (kind: QueueKind, id: number | string) => `/queues/${kind}/${id}`,
  audit: '/audit',
  members: '/staff',
  support: '/support',
} as const;
