import { bcp47, isLanguage } from '@mall/i18n';
import { useDocumentTitle } from '@mall/i18n';
import {
  baseApi,
  type Notice,
  useGetNoticesQuery,
  useGetNoticeUnreadStateQuery,
  useGetUserBalanceQuery,
  useGetUserInfoQuery,
  useLogoutMutation,
  useMarkNoticesReadMutation,
} from '@mall/sdk';
import { signedOut, useAppDispatch, useAppSelector, useOpenSellerPanel } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openExternal, relaunchAt } from '../shared/browser';
import { PENDING_SOCIAL_LOGIN_KEY } from '../shared/social-login-state';
import { FollowedShops } from '../following/followed-shops';
import { SignInMethodsSection } from '../sign-in-methods/sign-in-methods';
import { DashboardView } from './dashboard-view';

/** docs/requirements.md R10.13: notices come 15 to a page. */
export const NOTICE_PAGE_SIZE = 15;

export interface DashboardPageProps {
  /** Starts the app over at a route (a fresh page load by default: docs/requirements.md R3.1, relaunch home after logout). */
  relaunch?: (path: string) => void;
  /** Sends the browser to the social platform or the seller app (a full navigation by default). */
  openUrl?: (url: string) => void;
}

/** /pages/mine/dashboard and /pages/mine/pc_mine (behind RequireSignIn in the app). */
export function DashboardPage({ relaunch = relaunchAt, openUrl = openExternal }: DashboardPageProps) {
  const { t, i18n } = useTranslation(['account', 'common']);
  useDocumentTitle(t('dashboard.title'));
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);

  // Nothing is asked once the session is gone (after logout, until the relaunch), so no answer can bring
  // the previous user back into the store.
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  const skip = !signedIn;
  const user = useGetUserInfoQuery(undefined, { skip });
  const unread = useGetNoticeUnreadStateQuery(undefined, { skip });
  const balance = useGetUserBalanceQuery(undefined, { skip });
  const notices = useGetNoticesQuery({ page, page_size: NOTICE_PAGE_SIZE }, { skip });
  const [markAllRead, markAllState] = useMarkNoticesReadMutation();
  const [markOneRead] = useMarkNoticesReadMutation();
  const [logout, logoutState] = useLogoutMutation();
  const sellerPanel = useOpenSellerPanel(openUrl);

  const onLogout = async () => {
    // Signed out here whatever the server answers: the user asked to leave this device's session.
    await logout();
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    try {
      globalThis.sessionStorage?.removeItem(PENDING_SOCIAL_LOGIN_KEY);
    } catch {
      // Storage unavailable: nothing was kept there.
    }
    relaunch(routes.home());
  };

  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <DashboardView
      t={t}
      user={queryState(user)}
      unreadNotices={unread.data?.unread_count ?? user.data?.notice.count ?? 0}
      balance={queryState(balance)}
      notices={queryState(notices)}
      noticesPage={page}
      onNoticesPageChange={setPage}
      onOpenNotice={(notice: Notice) => {
        if (!notice.read) void markOneRead({ id: notice.id });
      }}
      onMarkAllRead={() => void markAllRead()}
      markingAllRead={markAllState.isLoading}
      onLogout={() => void onLogout()}
      loggingOut={logoutState.isLoading}
      locale={isLanguage(language) ? bcp47(language) : 'en'}
      becomeSellerHref={routes.createShop()}
      settingsHref={routes.settings()}
      onOpenSellerPanel={(sellerUrl) => void sellerPanel.openPanel(sellerUrl)}
      openingSellerPanel={sellerPanel.opening}
      followedShops={<FollowedShops />}
      signInMethods={<SignInMethodsSection openUrl={openUrl} />}
    />
  );
}
