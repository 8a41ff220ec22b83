import { ErrorCode, isApiError, useStartTiktokBindingMutation, useStartTiktokLoginMutation } from '@mall/sdk';
import { useCallback } from 'react';
import { rememberSocialLogin } from './social-login-state';

/** How starting a linking ended: on the way to the platform, the password refused, or another failure. */
export type BindingStart = 'started' | 'wrongPassword' | 'failed';

/**
 * Starts the social platform's OAuth flow — sign-in or sign-up, or linking to the signed-in account after its
 * password — : the server keeps the state and PKCE verifier and answers where to send the browser; what was
 * started is remembered for the callback page. A refusal was toasted by the SDK (except a wrong password,
 * which the caller shows beside the field).
 */
export function useStartSocialLogin(openUrl: (url: string) => void) {
  const [startTiktokLogin, login] = useStartTiktokLoginMutation();
  const [startTiktokBinding, binding] = useStartTiktokBindingMutation();

  const startLogin = useCallback(
    async (returnTo: string): Promise<boolean> => {
      const result = await startTiktokLogin({ purpose: 'login', return_to: returnTo });
      if ('error' in result || !result.data) return false;
      rememberSocialLogin({ state: result.data.state, purpose: 'login', returnTo });
      openUrl(result.data.authorize_url);
      return true;
    },
    [startTiktokLogin, openUrl],
  );

  const startBinding = useCallback(
    async (password: string, returnTo: string): Promise<BindingStart> => {
      const result = await startTiktokBinding({ password, return_to: returnTo });
      if ('error' in result || !result.data)
        return isApiError(result.error, ErrorCode.PASSWORD_CONFIRMATION_WRONG) ? 'wrongPassword' : 'failed';
      rememberSocialLogin({ state: result.data.state, purpose: 'bind', returnTo });
      openUrl(result.data.authorize_url);
      return 'started';
    },
    [startTiktokBinding, openUrl],
  );

  return { startLogin, startBinding, starting: login.isLoading || binding.isLoading };
}
