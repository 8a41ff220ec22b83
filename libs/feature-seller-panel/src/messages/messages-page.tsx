import { ChatLayout, ChatThread, ConversationList } from '@mall/chat-ui';
import { useDocumentTitle } from '@mall/i18n';
import { useGetSellerChatConversationsQuery } from '@mall/sdk';
import { useChatConversation } from '@mall/session';
import { EmptyState, QueryContent, queryState } from '@mall/ui';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/**
 * The shop's inbox: shoppers' conversations with the shop, most recent first, beside the open one (one at a time
 * on phones); answers go out as the shop. New messages arrive over the seller app's live stream.
 */
export function MessagesPage() {
  const { t, i18n } = useTranslation(['chat', 'common']);
  useDocumentTitle(t('inbox.title'));
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [params, setParams] = useSearchParams();
  const list = useGetSellerChatConversationsQuery();
  const selected = Number(params.get('c')) || undefined;
  const select = (id: number | undefined) => setParams(id === undefined ? {} : { c: String(id) });
  const conversation = list.data?.list.find((entry) => entry.id === selected);
  const labels = { loading: t('common:state.loading'), error: t('thread.failed'), retry: t('thread.retry') };
  return (
    <ChatLayout
      title={t('inbox.title')}
      view={selected ? 'conversation' : 'list'}
      listLabel={t('page.conversations')}
      list={
        <QueryContent
          state={queryState(list)}
          labels={labels}
          isEmpty={(data) => data.list.length === 0}
          empty={<EmptyState title={t('inbox.empty')} message={t('inbox.emptyHint')} headingLevel={2} />}
        >
          {(data) => (
            <ConversationList
              conversations={data.list}
              selectedId={selected}
              titleOf={(entry) => entry.customer.name || t('inbox.customer')}
              onSelect={(entry) => select(entry.id)}
              locale={locale}
              label={t('page.conversations')}
            />
          )}
        </QueryContent>
      }
    >
      {selected ? (
        <Thread
          id={selected}
          name={conversation?.customer.name || t('inbox.customer')}
          locale={locale}
          onBack={() => select(undefined)}
        />
      ) : (
        <EmptyState icon={<MessagesSquare />} title={t('inbox.pick')} headingLevel={2} />
      )}
    </ChatLayout>
  );
}

function Thread({
  id,
  name,
  locale,
  onBack,
}: {
  id: number;
  name: string;
  locale: string;
  onBack: () => void;
}) {
  const chat = useChatConversation(id);
  return <ChatThread chat={chat} title={name} locale={locale} onBack={onBack} />;
}
