import { useAppSelector } from '@mall/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LOGIN_PATH } from './navigation';

/** docs/requirements.md R1, R5: visitors are sent to login, and back here after signing in. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const hasToken = useAppSelector((state) => Boolean(state.session.token));
  const location = useLocation();
  if (!hasToken) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${LOGIN_PATH}?redirect=${back}`} replace />;
  }
  return children;
}
