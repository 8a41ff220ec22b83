import { ChatLayout, ChatThread, ConversationList } from '@mall/chat-ui';
import { useDocumentTitle } from '@mall/i18n';
import {
  type ChatConversation,
  useGetChatConversationListQuery,
  useOpenChatConversationMutation,
} from '@mall/sdk';
import { useChatConversation } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { Button, EmptyState, QueryContent, queryState } from '@mall/ui';
import { Headset, MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styles from './chat-page.module.css';

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** A conversation's name from the shopper's side. */
export function useConversationTitle() {
  const { t } = useTranslation('chat');
  return (conversation: Pick<ChatConversation, 'kind' | 'shop'>) =>
    conversation.kind === 'support' ? t('page.support') : (conversation.shop?.name ?? '');
}

/**
 * /pages/server/chat (signed in): the shopper's conversations with customer service and shops beside the open one
 * (one at a time on phones). `?kind=…` (with `shop_id`, `context_type`, `context_id`) opens or finds the
 * conversation first — what the Chat buttons of the product page, the order detail and the shop page link to.
 */
export function ChatPage() {
  const { t, i18n } = useTranslation(['chat', 'common']);
  useDocumentTitle(t('page.title'));
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [params, setParams] = useSearchParams();
  const list = useGetChatConversationListQuery();
  const [open, opening] = useOpenChatConversationMutation();
  const titleOf = useConversationTitle();
  const selected = positive(params.get('c'));
  const kind = params.get('kind');
  const asked = useRef<string | null>(null);

  // A Chat button's link: open (or find) the conversation, then show it in place of the request.
  useEffect(() => {
    if (kind !== 'support' && kind !== 'shop') return;
    const request = params.toString();
    if (asked.current === request) return;
    asked.current = request;
    const contextType = params.get('context_type');
    const contextId = positive(params.get('context_id'));
    const shopId = positive(params.get('shop_id'));
    void open({
      kind,
      ...(shopId ? { shop_id: shopId } : {}),
      ...((contextType === 'product' || contextType === 'order') && contextId
        ? { context_type: contextType, context_id: contextId }
        : {}),
    }).then((result) => {
      if ('data' in result && result.data) setParams({ c: String(result.data.id) }, { replace: true });
      else setParams({}, { replace: true });
    });
  }, [kind, params, open, setParams]);

  const select = (id: number | undefined) => setParams(id === undefined ? {} : { c: String(id) });
  const openSupport = () =>
    void open({ kind: 'support' }).then((result) => {
      if ('data' in result && result.data) select(result.data.id);
    });
  const conversations = list.data?.list ?? [];
  const hasSupport = conversations.some((conversation) => conversation.kind === 'support');
  const labels = {
    loading: t('common:state.loading'),
    error: t('page.openFailed'),
    retry: t('thread.retry'),
  };

  return (
    <ChatLayout
      title={t('page.title')}
      view={selected ? 'conversation' : 'list'}
      listLabel={t('page.conversations')}
      list={
        <>
          {!hasSupport && (
            <button
              type="button"
              className={styles.support}
              onClick={openSupport}
              disabled={opening.isLoading}
            >
              <Headset aria-hidden="true" />
              <span>
                <strong>{t('page.startSupport')}</strong>
                <span className={styles.hint}>{t('page.supportHint')}</span>
              </span>
            </button>
          )}
          <QueryContent state={queryState(list)} labels={labels}>
            {(data) => (
              <ConversationList<ChatConversation>
                conversations={data.list}
                selectedId={selected}
                titleOf={titleOf}
                onSelect={(conversation) => select(conversation.id)}
                locale={locale}
                label={t('page.conversations')}
              />
            )}
          </QueryContent>
        </>
      }
    >
      {kind && opening.isLoading ? (
        <p role="status" className={styles.status}>
          {t('page.opening')}
        </p>
      ) : selected ? (
        <Conversation id={selected} locale={locale} onBack={() => select(undefined)} />
      ) : (
        <EmptyState
          icon={<MessagesSquare />}
          title={t('page.pick')}
          message={t('page.pickHint')}
          headingLevel={2}
          action={
            hasSupport ? undefined : (
              <Button variant="secondary" onClick={openSupport}>
                {t('page.startSupport')}
              </Button>
            )
          }
        />
      )}
    </ChatLayout>
  );
}

function Conversation({ id, locale, onBack }: { id: number; locale: string; onBack: () => void }) {
  const titleOf = useConversationTitle();
  const chat = useChatConversation(id);
  return (
    <ChatThread
      chat={chat}
      title={chat.conversation ? titleOf(chat.conversation) : ''}
      linkContext={(context, label) => (
        <Link
          to={
            context.type === 'product'
              ? routes.productDetail({ id: context.id })
              : routes.orderDetail({ id: context.id })
          }
        >
          {label}
        </Link>
      )}
      locale={locale}
      onBack={onBack}
    />
  );
}
