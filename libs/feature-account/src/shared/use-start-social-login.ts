import { useStartTiktokLoginMutation } from '@mall/sdk';
import { useCallback } from 'react';
import { rememberSocialLogin, type PendingSocialLogin } from './social-login-state';

/**
 * Starts the social platform's OAuth flow (sign-in, or binding to the signed-in account): the server
 * answers where to send the browser, and what was started is remembered for the callback page.
 * Resolves false when the server refused (the SDK has told the user why).
 */
export function useStartSocialLogin(openUrl: (url: string) => void) {
  const [startTiktokLogin, { isLoading }] = useStartTiktokLoginMutation();
  const start = useCallback(
    async (purpose: PendingSocialLogin['purpose'], returnTo: string): Promise<boolean> => {
      const result = await startTiktokLogin({ purpose, return_to: returnTo });
      if ('error' in result || !result.data) return false;
      rememberSocialLogin({ state: result.data.state, purpose, returnTo });
      openUrl(result.data.authorize_url);
      return true;
    },
    [startTiktokLogin, openUrl],
  );
  return { start, starting: isLoading };
}
