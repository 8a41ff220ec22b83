import { routes } from '@mall/shop-routes';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

const currentPath = () => globalThis.location?.hash.replace(/^#/, '') || '/';

/** docs/requirements.md R8: token-invalid codes send the user to login (and back where they were after signing in). */
export function goToLogin(): void {
  const here = currentPath();
  if (here.startsWith(routes.login.path)) return;
  globalThis.location.hash = routes.login({ redirect: here });
}

/**
 * docs/requirements.md R1 navigation verbs used by the shell: push (a new history entry), tab switch (replaces the entry, so
 * Back leaves the section) and back. Redirects are `<Navigate replace>`; a relaunch is a fresh page load.
 */
export function useAppNavigation() {
  const navigate = useNavigate();
  return {
    push: useCallback((to: string) => navigate(to), [navigate]),
    switchTab: useCallback((to: string) => navigate(to, { replace: true }), [navigate]),
    back: useCallback(() => navigate(-1), [navigate]),
  };
}
