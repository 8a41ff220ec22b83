import {
  AuditPage,
  MembersPage,
  QueuePage,
  QueueTaskPage,
  RequireSignIn,
  SignInPage,
  StaffShell,
  staffPaths,
  SupportPage,
} from '@mall/feature-staff';
import { toaster } from '@mall/ui/toaster';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';

/** Saved changes are confirmed with a toast. */
const confirmSaved = (message: string) => toaster.show(message);

/**
 * The staff console's routes, all in this one list: a new screen (e.g. the chat inbox) is one more child of the
 * signed-in frame, and one more link in its navigation.
 */
export const consoleRoutes = (): RouteObject[] => [
  { path: staffPaths.signIn, element: <SignInPage /> },
  {
    element: (
      <RequireSignIn>
        <StaffShell />
      </RequireSignIn>
    ),
    children: [
      { path: '/queues/:kind', element: <QueuePage /> },
      { path: '/queues/:kind/:id', element: <QueueTaskPage /> },
      { path: staffPaths.audit, element: <AuditPage /> },
      { path: staffPaths.members, element: <MembersPage onSaved={confirmSaved} /> },
      { path: staffPaths.support, element: <SupportPage /> },
    ],
  },
  { path: '*', element: <Navigate to={staffPaths.home} replace /> },
];
