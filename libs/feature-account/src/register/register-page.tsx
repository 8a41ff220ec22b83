import { useDocumentTitle } from '@mall/i18n';
import { ErrorCode, isApiError, useRegisterMutation } from '@mall/sdk';
import { routes, welcomeState } from '@mall/shop-routes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCompleteSignIn } from '../shared/use-complete-sign-in';
import { registerSchema } from './register-schema';
import { ContinueWithTiktok } from '../tiktok-button/tiktok-button';
import { RegisterView, type RegisterFormValues } from './register-view';

/** Codes that mean the email address already has an account: shown on the email field (the SDK does not toast them). */
const emailTaken = [ErrorCode.EMAIL_ALREADY_EXISTS, ErrorCode.EMAIL_EXISTS_REGISTRATION_FAILED] as const;

/** /pages/users/register: a new account is signed in at once and goes home, where it is welcomed. */
export function RegisterPage() {
  const { t } = useTranslation(['account', 'common']);
  const { t: errorText } = useTranslation('errors');
  useDocumentTitle(t('register.title'));
  const navigate = useNavigate();
  const [register] = useRegisterMutation();
  const completeSignIn = useCompleteSignIn();
  const schema = useMemo(() => registerSchema(t), [t]);

  const onSubmit = async (values: RegisterFormValues) => {
    const invitationCode = values.invitation_code.trim();
    const result = await register({
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: values.email.trim(),
      password: values.password,
      confirm_password: values.confirm_password,
      ...(invitationCode ? { invitation_code: invitationCode } : {}),
      agree_terms: values.agree_terms,
    });
    if ('error' in result || !result.data) {
      // A taken email address is marked on its field; the SDK has toasted any other error.
      const taken = emailTaken.find((code) => isApiError(result.error, code));
      return taken ? { email: errorText(`codes.${taken}`) } : undefined;
    }
    completeSignIn(result.data);
    navigate(routes.home(), { replace: true, state: welcomeState(values.firstname.trim()) });
    return undefined;
  };

  return (
    <RegisterView
      t={t}
      schema={schema}
      onSubmit={onSubmit}
      loginHref={routes.login()}
      social={<ContinueWithTiktok returnTo={routes.dashboard()} />}
      termsHref={routes.policy({ slug: 'terms' })}
    />
  );
}
