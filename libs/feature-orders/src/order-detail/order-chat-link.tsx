import { routes } from '@mall/shop-routes';
import { Skeleton } from '@mall/ui';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './order-chat-link.module.css';

/** "Ask about this order": opens the shopper's conversation with customer service, with the order as context. */
export function OrderChatLink({ orderId }: { orderId: number }) {
  const { t, ready } = useTranslation('chat', { useSuspense: false });
  // Its box is kept while the chat texts load (with the first chat link on screen), so nothing under it moves.
  if (!ready) {
    return (
      <span className={styles.link} aria-hidden="true">
        <MessageCircle size={18} />
        <Skeleton className={styles.text} />
      </span>
    );
  }
  return (
    <Link
      className={styles.link}
      to={routes.chat({ kind: 'support', context_type: 'order', context_id: orderId })}
    >
      <MessageCircle aria-hidden="true" size={18} />
      {t('entry.askAboutOrder')}
    </Link>
  );
}
