import { useAppSelector } from '@mall/session';
import { routes } from '@mall/shop-routes';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/** docs/requirements.md R1, R5: visitors are sent to login, and back here after signing in. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const hasToken = useAppSelector((state) => Boolean(state.session.token));
  const location = useLocation();
  if (!hasToken) {
    return <Navigate to={routes.login({ redirect: `${location.pathname}${location.search}` })} replace />;
  }
  return children;
}
