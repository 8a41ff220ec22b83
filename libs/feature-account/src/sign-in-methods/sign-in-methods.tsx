import {
  ErrorCode,
  isApiError,
  useGetSignInMethodsQuery,
  useGetSignInProvidersQuery,
  useSendEmailCodeMutation,
  useUnbindTiktokAccountMutation,
  useVerifyEmailMutation,
} from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { QueryContent, queryState } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { openExternal } from '../shared/browser';
import { useStartSocialLogin } from '../shared/use-start-social-login';
import { SignInMethodsView } from './sign-in-methods-view';

export interface SignInMethodsProps {
  /** Sends the browser to TikTok (a full navigation by default). */
  openUrl?: (url: string) => void;
}

/** The dashboard's "Ways to sign in" with the server's answers: linking TikTok, unlinking it, adding an e-mail. */
export function SignInMethodsSection({ openUrl = openExternal }: SignInMethodsProps) {
  const { t } = useTranslation(['account', 'common']);
  const { t: errorText } = useTranslation('errors');
  const methods = useGetSignInMethodsQuery();
  const providers = useGetSignInProvidersQuery();
  const { startBinding } = useStartSocialLogin(openUrl);
  const [unbind, unbinding] = useUnbindTiktokAccountMutation();
  const [sendCode] = useSendEmailCodeMutation();
  const [verify] = useVerifyEmailMutation();
  return (
    <QueryContent
      state={queryState(methods)}
      labels={{ loading: t('signIn.loading'), error: t('signIn.loadFailed'), retry: t('common:state.retry') }}
    >
      {(data) => (
        <SignInMethodsView
          t={t}
          methods={data}
          tiktok={providers.data?.tiktok ?? { enabled: false, sandbox: false }}
          onLink={async (password) => {
            const started = await startBinding(password, routes.dashboard());
            return started === 'wrongPassword'
              ? { password: errorText(`codes.${ErrorCode.PASSWORD_CONFIRMATION_WRONG}`) }
              : undefined;
          }}
          onUnlink={async () => {
            // The last way to sign in is refused (3300102): the SDK shows why.
            await unbind();
          }}
          unlinking={unbinding.isLoading}
          onSendCode={async (email) => !('error' in (await sendCode({ email })))}
          onVerify={async ({ email, code, password }) => {
            const result = await verify({ email, code, ...(password ? { password } : {}) });
            if (!('error' in result)) return undefined;
            return isApiError(result.error, ErrorCode.EMAIL_CODE_WRONG)
              ? { code: errorText(`codes.${ErrorCode.EMAIL_CODE_WRONG}`) }
              : undefined;
          }}
        />
      )}
    </QueryContent>
  );
}
