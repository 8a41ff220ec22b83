import { useLoginWithPasswordMutation } from '@mall/sdk';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { REGISTER_PATH, SOCIAL_LOGIN_PATH } from '../shared/paths';
import { safeRedirect } from '../shared/safe-redirect';
import { useCompleteSignIn } from '../shared/use-complete-sign-in';
import { useDocumentTitle } from '../shared/use-document-title';
import { loginSchema, type LoginValues } from './login-schema';
import { LoginView } from './login-view';

/**
 * /pages/users/login. `?redirect=<path>` is where the visitor was sent from (docs/requirements.md R1: unauthorised users
 * are sent to login); after signing in they go back there, or home when it is not a path of this app.
 */
export function LoginPage() {
  const { t } = useTranslation('account');
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

  const socialLoginHref = redirect
    ? `${SOCIAL_LOGIN_PATH}?redirect=${encodeURIComponent(safeRedirect(redirect))}`
    : SOCIAL_LOGIN_PATH;
  return (
    <LoginView
      schema={schema}
      onSubmit={onSubmit}
      signInRequired={redirect !== null}
      registerHref={REGISTER_PATH}
      socialLoginHref={socialLoginHref}
    />
  );
}
