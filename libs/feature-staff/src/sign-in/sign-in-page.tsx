import { useDocumentTitle } from '@mall/i18n';
import { baseApi, ErrorCode, isApiError, toApiError, useStaffLoginMutation } from '@mall/sdk';
import { sessionStarted, useAppDispatch } from '@mall/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { staffPaths } from '../shared/staff-paths';
import { STAFF_NAMESPACES } from '../shared/translator';
import type { SignInValues } from './sign-in-schema';
import { type SignInProblem, SignInView } from './sign-in-view';

const retryAfter = (error: unknown) => {
  const apiError = toApiError(error);
  const seconds =
    apiError?.kind === 'business'
      ? (apiError.data as { retry_after_seconds?: number } | null)?.retry_after_seconds
      : undefined;
  return typeof seconds === 'number' && seconds > 0 ? seconds : 60;
};

/**
 * Signs a staff member in with the staff sign-in (`staffLogin`): a shopper's or seller's account is refused there
 * as a wrong password is, and a staff token never works in the shop or the seller app.
 */
export function SignInPage() {
  const { t } = useTranslation(STAFF_NAMESPACES);
  useDocumentTitle(t('signIn.title'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login] = useStaffLoginMutation();
  const [problem, setProblem] = useState<SignInProblem>(null);

  const onSubmit = async (values: SignInValues) => {
    setProblem(null);
    const result = await login({ email: values.email.trim(), password: values.password });
    if (!result.data) {
      if (isApiError(result.error, ErrorCode.TOO_MANY_SIGN_IN_ATTEMPTS)) {
        setProblem({ kind: 'throttled', retryAfterSeconds: retryAfter(result.error) });
        return undefined;
      }
      return isApiError(result.error, ErrorCode.EMAIL_OR_PASSWORD_WRONG)
        ? { password: t('signIn.wrong') }
        : undefined;
    }
    dispatch(baseApi.util.resetApiState());
    dispatch(sessionStarted(result.data.token));
    navigate(staffPaths.home, { replace: true });
    return undefined;
  };

  return <SignInView t={t} problem={problem} onSubmit={onSubmit} />;
}
