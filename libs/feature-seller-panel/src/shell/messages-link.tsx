import { useGetSellerChatConversationsQuery } from '@mall/sdk';
import { Badge } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { panelPaths } from '../shared/panel-paths';

/** The shop's inbox in the sections, with the messages no one has read yet (kept current by the live stream). */
export function MessagesLink({ className, activeClassName }: { className: string; activeClassName: string }) {
  const { t, ready } = useTranslation('chat', { useSuspense: false });
  const { data } = useGetSellerChatConversationsQuery();
  const unread = (data?.list ?? []).reduce((sum, conversation) => sum + conversation.unread_count, 0);
  if (!ready) return null;
  return (
    <NavLink
      to={panelPaths.messages}
      className={({ isActive }) => (isActive ? `${className} ${activeClassName}` : className)}
    >
      {t('shell.messages')}
      {unread > 0 && <Badge count={unread} label={t('shell.unread', { count: unread })} />}
    </NavLink>
  );
}
