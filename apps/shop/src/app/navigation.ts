import { useCallback } from 'react';
import { useNavigate } from 'react-router';

export const LOGIN_PATH = '/pages/users/login';
export const HOME_PATH = '/pages/home/home';
export const NOT_FOUND_PATH = '/pages/users/404';

const currentPath = () => globalThis.location?.hash.replace(/^#/, '') || '/';

/** Spec §8: token-invalid codes send the user to login (and back where they were after signing in). */
export function goToLogin(): void {
  const here = currentPath();
  if (here.startsWith(LOGIN_PATH)) return;
  globalThis.location.hash = `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`;
}

/** Spec §2: navigation by push, redirect, tab switch, relaunch and back. */
export function useAppNavigation() {
  const navigate = useNavigate();
  return {
    push: useCallback((to: string) => navigate(to), [navigate]),
    redirect: useCallback((to: string) => navigate(to, { replace: true }), [navigate]),
    switchTab: useCallback((to: string) => navigate(to, { replace: true }), [navigate]),
    /** Starts over at `to`: a fresh page load, so no state of the previous session survives. */
    relaunch: useCallback((to: string = HOME_PATH) => {
      globalThis.location.hash = to;
      globalThis.location.reload();
    }, []),
    back: useCallback(() => navigate(-1), [navigate]),
  };
}
