import { useGetUserInfoQuery } from '@mall/sdk';
import { useAppSelector } from './store';

/**
 * Keeps the signed-in user's info subscribed for as long as the app shows the session: a cart, notice or chat
 * change then refetches it, and the session's user and counters follow the server.
 */
export function useFollowUserInfo(): void {
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  useGetUserInfoQuery(undefined, { skip: !signedIn });
}
