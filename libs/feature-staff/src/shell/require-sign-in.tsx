import { useAppSelector } from '@mall/session';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { staffPaths } from '../shared/staff-paths';

/** Every screen but sign-in needs a staff session. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const hasToken = useAppSelector((state) => Boolean(state.session.token));
  return hasToken ? children : <Navigate to={staffPaths.signIn} replace />;
}
