import { lazy } from 'react';

// The queues load when first opened: the first load carries only the frame and sign-in.
export const QueuePage = lazy(() =>
  import('../queues/queue-pages').then(({ QueuePage }) => ({ default: QueuePage })),
);
export const QueueTaskPage = lazy(() =>
  import('../queues/queue-pages').then(({ QueueTaskPage }) => ({ default: QueueTaskPage })),
);
export const AuditPage = lazy(() =>
  import('../audit/audit-page').then(({ AuditPage }) => ({ default: AuditPage })),
);
export const MembersPage = lazy(() =>
  import('../members/members-page').then(({ MembersPage }) => ({ default: MembersPage })),
);
export const SupportPage = lazy(() =>
  import('../support/support-page').then(({ SupportPage }) => ({ default: SupportPage })),
);
