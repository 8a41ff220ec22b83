import { LocalisedText } from '@mall/i18n';
import type { OrderSummary } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Card } from '@mall/ui';
import { Link } from 'react-router';
import type { OrdersT } from '../shared/i18n';
import type { Money } from '../shared/money';
import { canPay } from '../shared/order-actions';
import styles from '../shared/orders.module.css';

/** Items shown on a card; the rest are counted in "Items: N". */
const CARD_ITEMS = 3;

export interface OrderCardProps {
  t: OrdersT;
  order: OrderSummary;
  money: Money;
  formatDate: (iso: string) => string;
}

/** One order in the purchase history: number, date, shop, items, total, state and its main action. */
export function OrderCard({ t, order, money, formatDate }: OrderCardProps) {
  const detail = routes.orderDetail({ id: order.id });
  const payable = canPay(order).allowed;
  return (
    <Card as="article" size="compact" aria-labelledby={`order-${order.id}`}>
      <div className={styles.cardHeader}>
        <h2 id={`order-${order.id}`} className={styles.cardTitle}>
          <Link to={detail}>{t('card.number', { sn: order.order_sn })}</Link>
        </h2>
        <span className={styles.state}>{t(`labels.${order.history_state}`)}</span>
      </div>
      <p className={styles.muted}>
        <span>{order.shop.name}</span>
        {' · '}
        <time dateTime={order.created_at}>{t('card.placed', { date: formatDate(order.created_at) })}</time>
      </p>
      <ul className={styles.items}>
        {order.items.slice(0, CARD_ITEMS).map((item) => (
          <li key={item.item_id} className={styles.item}>
            <img className={styles.thumb} src={item.image} alt="" width={48} height={48} loading="lazy" />
            <span className={styles.itemName}>
              <LocalisedText value={item.name} />
            </span>
            <span>{t('card.quantity', { quantity: item.quantity })}</span>
          </li>
        ))}
      </ul>
      <div className={styles.cardFooter}>
        <p>
          <span className={styles.muted}>{t('card.items', { count: order.items_count })}</span>{' '}
          <span className={styles.total}>{t('card.total')}</span>{' '}
          <span className={styles.amount}>{money.orderTotal(order)}</span>
        </p>
        {payable ? (
          <Link className={styles.actionLink} to={routes.pay({ orders: String(order.id) })}>
            {t('card.pay')}
          </Link>
        ) : (
          <Link className={styles.secondaryLink} to={detail}>
            {t('card.view')}
          </Link>
        )}
      </div>
    </Card>
  );
}
