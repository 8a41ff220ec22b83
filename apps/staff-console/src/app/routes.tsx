import {
  QueuePage,
  QueueTaskPage,
  RequireSignIn,
  SignInPage,
  StaffShell,
  staffPaths,
} from '@mall/feature-staff';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';

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
    ],
  },
  { path: '*', element: <Navigate to={staffPaths.home} replace /> },
];
