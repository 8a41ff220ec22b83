import { useGetUserInfoQuery } from '@mall/sdk';
import { useAppSelector, useFollowUserInfo } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { Badge, visuallyHidden } from '@mall/ui';
import { Languages, MessageCircle, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './shell.module.css';

/** The cart with its count, linked (on wider screens; phones have it in the tab bar). */
export function CartLink() {
  const { t } = useTranslation('common');
  const cartCount = useAppSelector((state) => state.session.cartCount);
  return (
    <Link className={`${styles.iconAction} ${styles.wideOnly}`} to={routes.cart()}>
      <Badge count={cartCount} label={t('nav.cartItems', { count: cartCount })}>
        <ShoppingCart aria-hidden="true" />
      </Badge>
      <span className={visuallyHidden}>{t('nav.cart')}</span>
    </Link>
  );
}

/**
 * The signed-in shopper's messages with their unread count (kept current by the live stream), on every screen:
 * the way back to a conversation when an answer arrives.
 */
export function ChatLink() {
  const { t, ready } = useTranslation('chat', { useSuspense: false });
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  // The cached user info, which the live stream's `badges` messages patch in place.
  const info = useGetUserInfoQuery(undefined, { skip: !signedIn });
  const unread = info.data?.message_unread_count ?? 0;
  if (!signedIn) return null;
  // Its place is kept while the chat texts load, so the header's other actions do not move when it arrives.
  if (!ready) {
    return (
      <span className={styles.iconAction} aria-hidden="true">
        <MessageCircle />
      </span>
    );
  }
  return (
    <Link className={styles.iconAction} to={routes.chat()}>
      <Badge count={unread} label={t('shell.unread', { count: unread })}>
        <MessageCircle aria-hidden="true" />
      </Badge>
      <span className={visuallyHidden}>{t('shell.messages')}</span>
    </Link>
  );
}

export function SettingsButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('common');
  return (
    <button type="button" className={styles.iconAction} aria-label={t('nav.settings')} onClick={onOpen}>
      <Languages aria-hidden="true" />
    </button>
  );
}

/** The signed-in shopper's name (cut short when long) or the way to sign in, for the wider screens' header. */
export function AccountLinks() {
  const { t } = useTranslation('common');
  useFollowUserInfo();
  const session = useAppSelector((state) => state.session);
  if (session.token) {
    return (
      <Link className={styles.accountName} to={routes.dashboard()}>
        {session.user?.firstname ?? t('nav.account')}
      </Link>
    );
  }
  return (
    <span className={styles.accountLinks}>
      <Link to={routes.login()}>{t('nav.login')}</Link>
      <Link to={routes.register()}>{t('nav.register')}</Link>
    </span>
  );
}
