import { useDocumentTitle } from '@mall/i18n';
import { ErrorCode, isApiError, useBindTiktokAccountMutation, useTiktokLoginMutation } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { openExternal } from '../shared/browser';
import { safeRedirect } from '../shared/safe-redirect';
import { findSocialLogin, forgetSocialLogin } from '../shared/social-login-state';
import { useCompleteSignIn } from '../shared/use-complete-sign-in';
import { useStartSocialLogin } from '../shared/use-start-social-login';
import { SocialLoginView, type SocialLoginPhase } from './social-login-view';

export interface SocialLoginPageProps {
  /** Sends the browser to the platform's authorisation page (a full navigation by default). */
  openUrl?: (url: string) => void;
}

/** The platform's answer in a query string: `code` and `state`, or `error` when the user refused. */
interface Callback {
  query: string;
  code: string | null;
  state: string | null;
  error: string | null;
  /** It came in the document's own query (before the `#`), which is tidied away once read. */
  inDocumentUrl: boolean;
}

function readCallback(search: string, inDocumentUrl: boolean): Callback | undefined {
  const query = search.replace(/^\?/, '');
  const params = new URLSearchParams(query);
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  if (!(code && state) && error === null) return undefined;
  return { query, code, state, error, inDocumentUrl };
}

/** The callback of this hash-routed page may arrive in the route's query or in the document's. */
function findCallback(routeSearch: string): Callback | undefined {
  return readCallback(routeSearch, false) ?? readCallback(globalThis.location?.search ?? '', true);
}

function forgetDocumentQuery(): void {
  const { history, location } = globalThis;
  history.replaceState(history.state, '', `${location.pathname}${location.hash}`);
}

/**
 * /pages/users/tiktok. Without a callback: a button that starts the platform's sign-in. With one
 * (`?code=…&state=…`, or `?error=…`): finishes it — signs in (`tiktokLogin` with the query string as
 * `data`) or, when the dashboard started a binding, binds the platform account to the signed-in user.
 */
export function SocialLoginPage({ openUrl = openExternal }: SocialLoginPageProps) {
  const { t } = useTranslation(['account', 'common']);
  useDocumentTitle(t('social.title'));
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const { startLogin } = useStartSocialLogin(openUrl);
  const [finishLogin] = useTiktokLoginMutation();
  const [bindAccount] = useBindTiktokAccountMutation();
  const [callback] = useState(() => findCallback(location.search));
  const [pending] = useState(() => (callback ? findSocialLogin(callback.state) : undefined));
  const [phase, setPhase] = useState<SocialLoginPhase>(
    !callback ? 'idle' : pending?.purpose === 'bind' ? 'binding' : 'completing',
  );
  const handled = useRef(false);

  useEffect(() => {
    if (!callback || handled.current) return;
    handled.current = true;
    if (callback.inDocumentUrl) forgetDocumentQuery();
    forgetSocialLogin();
    const finish = async (): Promise<SocialLoginPhase | undefined> => {
      if (pending?.purpose === 'bind') {
        if (!callback.code || !callback.state) return 'bindFailed';
        const bound = await bindAccount({ code: callback.code, state: callback.state });
        return 'error' in bound ? 'bindFailed' : 'bound';
      }
      const result = await finishLogin({ data: callback.query });
      if ('error' in result || !result.data) {
        // 2000019: no Mall account is bound to this platform account (never matched by email).
        return isApiError(result.error, ErrorCode.NO_DATA_FOUND) ? 'notBound' : 'failed';
      }
      completeSignIn(result.data);
      navigate(safeRedirect(pending?.returnTo), { replace: true });
      return undefined;
    };
    void finish().then((next) => next && setPhase(next));
  }, [callback, pending, bindAccount, finishLogin, completeSignIn, navigate]);

  const onStart = async () => {
    setPhase('starting');
    const started = await startLogin(safeRedirect(params.get('redirect')));
    if (!started) setPhase('idle');
  };

  return (
    <SocialLoginView
      t={t}
      phase={phase}
      onStart={() => void onStart()}
      loginHref={routes.login()}
      dashboardHref={routes.dashboard()}
    />
  );
}
