import { useDocumentTitle } from '@mall/i18n';
import {
  baseApi,
  ErrorCode,
  isApiError,
  toApiError,
  useLazyGetPendingRechargesQuery,
  useLoginWithPasswordMutation,
  useLogoutMutation,
} from '@mall/sdk';
import { signedIn, signedOut, useAppDispatch } from '@mall/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { staffPaths } from '../shared/staff-paths';
import { STAFF_NAMESPACES } from '../shared/translator';
import type { SignInValues } from './sign-in-schema';
import { type SignInProblem, SignInView } from './sign-in-view';

const retryAfter = (error: unknown) => {
  const data = toApiError(error);
  const seconds =
    data?.kind === 'business'
      ? (data.data as { retry_after_seconds?: number } | null)?.retry_after_seconds
      : 0;
  return typeof seconds === 'number' && seconds > 0 ? seconds : 60;
};

/** Signs a staff member in; an account without staff rights is signed out again at once. */
export function SignInPage() {
  const { t } = useTranslation(STAFF_NAMESPACES);
  useDocumentTitle(t('signIn.title'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login] = useLoginWithPasswordMutation();
  const [logout] = useLogoutMutation();
  const [probeQueue] = useLazyGetPendingRechargesQuery();
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
    dispatch(signedIn(result.data));
    // Only staff may open a queue: any other account's session ends here and never stays on this device.
    const probe = await probeQueue({ page_size: 1 });
    if (probe.error) {
      await logout();
      dispatch(signedOut());
      dispatch(baseApi.util.resetApiState());
      setProblem({ kind: 'not-staff' });
      return undefined;
    }
    dispatch(baseApi.util.resetApiState());
    navigate(staffPaths.home, { replace: true });
    return undefined;
  };

  return <SignInView t={t} problem={problem} onSubmit={onSubmit} />;
}
