import { Badge } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import type { ListedConversation } from '../chat-types';
import styles from './conversation-list.module.css';

export interface ConversationListProps<Conversation extends ListedConversation> {
  conversations: readonly Conversation[];
  selectedId?: number;
  /** Each conversation's name from the viewer's side (a shop, customer service, a shopper). */
  titleOf(conversation: Conversation): string;
  onSelect(conversation: Conversation): void;
  locale: string;
  /** Accessible name of the list. */
  label: string;
}

const when = (iso: string, locale: string) => {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(locale, today ? { timeStyle: 'short' } : { dateStyle: 'short' }).format(
    date,
  );
};

/** Conversations, most recent first: name, the last message, its time and the unread count. */
export function ConversationList<Conversation extends ListedConversation>({
  conversations,
  selectedId,
  titleOf,
  onSelect,
  locale,
  label,
}: ConversationListProps<Conversation>) {
  const { t } = useTranslation('chat');
  return (
    <ul className={styles.list} aria-label={label}>
      {conversations.map((conversation) => {
        const last = conversation.last_message;
        const preview = last ? last.body || t('list.picture') : t('list.noMessages');
        return (
          <li key={conversation.id}>
            <button
              type="button"
              className={styles.item}
              aria-current={conversation.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(conversation)}
            >
              <span className={styles.top}>
                <span className={styles.title}>{titleOf(conversation)}</span>
                {last && (
                  <time className={styles.time} dateTime={last.created_at}>
                    {when(last.created_at, locale)}
                  </time>
                )}
              </span>
              <span className={styles.bottom}>
                <span className={styles.preview}>
                  {last?.mine ? `${t('list.youPrefix')} ` : ''}
                  {preview}
                </span>
                {conversation.unread_count > 0 && (
                  <Badge
                    count={conversation.unread_count}
                    label={t('list.unread', { count: conversation.unread_count })}
                  />
                )}
              </span>
              {conversation.context && <span className={styles.context}>{conversation.context.title}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
