import { ChatLayout, ChatThread, ConversationList } from '@mall/chat-ui';
import { useDocumentTitle } from '@mall/i18n';
import {
  type ChatConversation,
  useClaimChatConversationMutation,
  useGetChatConversationsQuery,
  useGetStaffMeQuery,
} from '@mall/sdk';
import { useChatConversation } from '@mall/session';
import { EmptyState, QueryContent, queryState } from '@mall/ui';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { staffPaths } from '../shared/staff-paths';
import { answersSupport } from '../shared/support-access';
import { ClaimBar } from './claim-bar/claim-bar';
import { FilterBar, type SupportFilter, supportFilters } from './filter-bar/filter-bar';

const SUPPORT_NAMESPACES = ['staff', 'chat', 'common'] as const;

/** On phones, the console's header and its row of sections above an open conversation. */
const CONSOLE_CHROME = '200px';

/**
 * Support (container, role `support` or admin): customer service's conversations — unassigned, the staff
 * member's own, or all — beside the open one with what it is about, its claim, and the composer. New messages
 * arrive over the staff live stream, which refetches the list and the open conversation.
 */
export function SupportPage() {
  const { t, i18n } = useTranslation(SUPPORT_NAMESPACES);
  useDocumentTitle(t('support.title'));
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data: me } = useGetStaffMeQuery();
  const [params, setParams] = useSearchParams();
  const filter: SupportFilter = supportFilters.find((entry) => entry === params.get('f')) ?? 'all';
  const selected = Number(params.get('c')) || undefined;
  const allowed = answersSupport(me?.roles);
  const list = useGetChatConversationsQuery({ filter }, { skip: !allowed });
  if (me && !allowed) return <Navigate to={staffPaths.home} replace />;

  const show = (next: { f?: SupportFilter; c?: number }) => {
    const f = next.f ?? filter;
    setParams({ ...(f === 'all' ? {} : { f }), ...(next.c === undefined ? {} : { c: String(next.c) }) });
  };
  const conversation = list.data?.list.find((entry) => entry.id === selected);
  const labels = {
    loading: t('common:state.loading'),
    error: t('chat:thread.failed'),
    retry: t('chat:thread.retry'),
  };
  return (
    <ChatLayout
      title={t('support.title')}
      view={selected ? 'conversation' : 'list'}
      listLabel={t('support.conversations')}
      chrome={CONSOLE_CHROME}
      tools={<FilterBar value={filter} onChange={(f) => show({ f })} />}
      list={
        <QueryContent
          state={queryState(list)}
          labels={labels}
          isEmpty={(data) => data.list.length === 0}
          empty={<EmptyState title={t('support.empty')} message={t('support.emptyHint')} headingLevel={2} />}
        >
          {(data) => (
            <ConversationList<ChatConversation>
              conversations={data.list}
              selectedId={selected}
              titleOf={(entry) => entry.customer.name || t('chat:inbox.customer')}
              onSelect={(entry) => show({ c: entry.id })}
              locale={locale}
              label={t('support.conversations')}
            />
          )}
        </QueryContent>
      }
    >
      {selected ? (
        <SupportThread
          id={selected}
          listed={conversation}
          meId={me?.id}
          locale={locale}
          onBack={() => show({})}
        />
      ) : (
        <EmptyState icon={<MessagesSquare />} title={t('chat:inbox.pick')} headingLevel={2} />
      )}
    </ChatLayout>
  );
}

/** The open conversation (container): its messages, what it is about, who answers it, and the composer. */
function SupportThread({
  id,
  listed,
  meId,
  locale,
  onBack,
}: {
  id: number;
  listed?: ChatConversation;
  meId?: number;
  locale: string;
  onBack: () => void;
}) {
  const { t } = useTranslation(SUPPORT_NAMESPACES);
  const chat = useChatConversation(id, 'staff');
  const [claim, claiming] = useClaimChatConversationMutation();
  const conversation = chat.conversation ?? listed;
  return (
    <ChatThread
      chat={{ ...chat, conversation }}
      title={conversation?.customer.name || t('chat:inbox.customer')}
      actions={
        conversation && (
          <ClaimBar
            assignee={claiming.data?.id === id ? claiming.data.assignee : conversation.assignee}
            meId={meId}
            busy={claiming.isLoading}
            onClaim={(change) => void claim({ conversation_id: id, ...change })}
          />
        )
      }
      locale={locale}
      onBack={onBack}
    />
  );
}
