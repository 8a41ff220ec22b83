import { useDocumentTitle } from '@mall/i18n';
import { ErrorCode, isApiError, useLoginWithPasswordMutation } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../shared/safe-redirect';
import { useCompleteSignIn } from '../shared/use-complete-sign-in';
import { ContinueWithTiktok } from '../tiktok-button/tiktok-button';
import { loginSchema, type LoginValues } from './login-schema';
import { LoginView } from './login-view';

/**
 * /pages/users/login. `?redirect=<path>` is where the visitor was sent from (docs/requirements.md R1: unauthorised users
 * are sent to login); after signing in they go back there, or home when it is not a path of this app.
 */
export interface LoginPageProps {
  /** Sends the browser to TikTok (a full navigation by default). */
  openUrl?: (url: string) => void;
}

export function LoginPage({ openUrl }: LoginPageProps = {}) {
  const { t } = useTranslation(['account', 'common']);
  const { t: errorText } = useTranslation('errors');
  useDocumentTitle(t('login.title'));
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const [login] = useLoginWithPasswordMutation();
  const completeSignIn = useCompleteSignIn();
  const schema = useMemo(() => loginSchema(t), [t]);

  const onSubmit = async (values: LoginValues) => {
    const result = await login({ email: values.email.trim(), password: values.password });
    if ('error' in result || !result.data) {
      // A wrong email or password is not toasted by the SDK: it is shown beside the password. Other failures
      // were toasted (too many attempts, 1100009, with how many seconds to wait); either way the form stays as
      // it was.
      const wrong = isApiError(result.error, ErrorCode.EMAIL_OR_PASSWORD_WRONG);
      return wrong ? { password: errorText(`codes.${ErrorCode.EMAIL_OR_PASSWORD_WRONG}`) } : undefined;
    }
    completeSignIn(result.data);
    navigate(safeRedirect(redirect), { replace: true });
    return undefined;
  };

  return (
    <LoginView
      t={t}
      schema={schema}
      onSubmit={onSubmit}
      signInRequired={redirect !== null}
      registerHref={routes.register()}
      social={<ContinueWithTiktok returnTo={safeRedirect(redirect)} openUrl={openUrl} />}
    />
  );
}
