import { routes } from '@mall/shop-routes';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './chat-link.module.css';

/**
 * "Chat with the shop" (or, on a product, "Ask about this product"): opens the shopper's conversation with the
 * shop, with the product as its context; a visitor signs in first (the chat route asks).
 */
export function ShopChatLink({ shopId, productId }: { shopId: number; productId?: number }) {
  const { t, ready } = useTranslation('chat', { useSuspense: false });
  const to = routes.chat({
    kind: 'shop',
    shop_id: shopId,
    ...(productId === undefined ? {} : { context_type: 'product' as const, context_id: productId }),
  });
  // Shown once the chat texts are there (they load with the first chat link on screen).
  if (!ready) return null;
  return (
    <Link className={styles.link} to={to}>
      <MessageCircle aria-hidden="true" size={18} />
      {productId === undefined ? t('entry.chatWithShop') : t('entry.askAboutProduct')}
    </Link>
  );
}
