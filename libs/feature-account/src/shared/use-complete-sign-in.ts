import { baseApi, type LoginResponse } from '@mall/sdk';
import { signedIn, useAppDispatch } from '@mall/session';
import { useCallback } from 'react';

/**
 * Stores a successful sign-in (token, user, seller link, counts: docs/requirements.md R3.1) and drops every cached answer,
 * so nothing fetched before — as a visitor or as a previous user — survives into the new session.
 */
export function useCompleteSignIn(): (response: LoginResponse) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (response: LoginResponse) => {
      dispatch(signedIn(response));
      dispatch(baseApi.util.resetApiState());
    },
    [dispatch],
  );
}
