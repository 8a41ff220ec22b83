/** The review queues of the console, in the order the navigation lists them. */
export const queueKinds = [
  'recharges',
  'withdrawals',
  'seller-applications',
  'shop-registrations',
  'products',
] as const;

export type QueueKind = (typeof queueKinds)[number];

/** The staff console's routes (hash routing: the built files work from any path). */
export const staffPaths = {
  signIn: '/sign-in',
  home: '/queues/recharges',
  queue: (kind: QueueKind) => `/queues/${kind}`,
  task: (kind: QueueKind, id: number | string) => `/queues/${kind}/${id}`,
} as const;
