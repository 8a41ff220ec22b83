import { useDocumentTitle } from '@mall/i18n';
import { useLoginWithPasswordMutation } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../shared/safe-redirect';
import { useCompleteSignIn } from '../shared/use-complete-sign-in';
import { loginSchema, type LoginValues } from './login-schema';
import { LoginView } from './login-view';

/**
 * /pages/users/login. `?redirect=<path>` is where the visitor was sent from (spec §2: unauthorised users
 * are sent to login); after signing in they go back there, or home when it is not a path of this app.
 */
export function LoginPage() {
  const { t } = useTranslation(['account', 'common']);
  useDocumentTitle(t('login.title'));
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const [login] = useLoginWithPasswordMutation();
  const completeSignIn = useCompleteSignIn();
  const schema = useMemo(() => loginSchema(t), [t]);

  const onSubmit = async (values: LoginValues) => {
    const result = await login({ email: values.email.trim(), password: values.password });
    // A business error (1100002: email or password wrong) was already shown by the SDK; stay on the form.
    if ('error' in result || !result.data) return;
    completeSignIn(result.data);
    navigate(safeRedirect(redirect), { replace: true });
  };

  const socialLoginHref = routes.socialLogin({ redirect: redirect ? safeRedirect(redirect) : undefined });
  return (
    <LoginView
      t={t}
      schema={schema}
      onSubmit={onSubmit}
      signInRequired={redirect !== null}
      registerHref={routes.register()}
      socialLoginHref={socialLoginHref}
    />
  );
}
