import { baseApi, useGetStaffChatUnreadQuery, useGetStaffMeQuery, useStaffLogoutMutation } from '@mall/sdk';
import { signedOut, useAppDispatch } from '@mall/session';
import { ConfirmDialog } from '@mall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { useQueueCounts } from '../shared/queue-counts';
import { useStaffLiveStream } from '../shared/staff-live-stream';
import { staffPaths } from '../shared/staff-paths';
import { answersSupport } from '../shared/support-access';
import { STAFF_NAMESPACES } from '../shared/translator';
import { useShortcuts } from '../shared/use-shortcuts';
import { ShortcutsHelp } from './shortcuts-help';
import { StaffShellView } from './staff-shell-view';

/** The console's frame (container): who is signed in, the live queue counts, shortcuts and signing out. */
export function StaffShell() {
  const { t } = useTranslation(STAFF_NAMESPACES);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: me } = useGetStaffMeQuery();
  const counts = useQueueCounts();
  const support = answersSupport(me?.roles);
  const { data: unread } = useGetStaffChatUnreadQuery(undefined, { skip: !support });
  useStaffLiveStream();
  const [logout, logoutState] = useStaffLogoutMutation();
  const [confirming, setConfirming] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  useShortcuts({ '?': () => setHelpOpen(true) });

  const signOut = async () => {
    // Signed out here whatever the server answers: the staff member asked to leave this device's session.
    await logout();
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    navigate(staffPaths.signIn, { replace: true });
  };

  return (
    <>
      <StaffShellView
        t={t}
        userName={me?.name}
        counts={counts}
        isAdmin={me?.roles.includes('admin') ?? false}
        support={support ? { unread: unread?.unread_count } : undefined}
        onShortcuts={() => setHelpOpen(true)}
        onSignOut={() => setConfirming(true)}
      >
        <Outlet />
      </StaffShellView>
      <ShortcutsHelp t={t} open={helpOpen} onClose={() => setHelpOpen(false)} />
      <ConfirmDialog
        open={confirming}
        title={t('app.signOutTitle')}
        message={t('app.signOutMessage')}
        confirmLabel={t('app.signOut')}
        cancelLabel={t('app.stay')}
        tone="danger"
        confirming={logoutState.isLoading}
        onConfirm={() => void signOut()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
