import { LocalisedText } from '@mall/i18n';
import type { Refund } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Button, Card } from '@mall/ui';
import { Link } from 'react-router';
import type { OrdersT } from '../shared/i18n';
import type { Money } from '../shared/money';
import styles from '../shared/orders.module.css';

export interface RefundCardProps {
  t: OrdersT;
  refund: Refund;
  money: Money;
  formatDate: (iso: string) => string;
  /** Asks to withdraw this (pending) return. */
  onWithdraw: (refund: Refund) => void;
}

/** One return: the item, amount, state, reason, the reviewer's message, and Withdraw while pending. */
export function RefundCard({ t, refund, money, formatDate, onWithdraw }: RefundCardProps) {
  const titleId = `refund-${refund.id}`;
  return (
    <Card as="article" size="compact" aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          <LocalisedText value={refund.item.name} />
        </h2>
        <span className={styles.state}>{t(`refunds.states.${refund.state}`)}</span>
      </div>
      <p className={styles.muted}>
        <Link className={styles.link} to={routes.orderDetail({ id: refund.order_id })}>
          {t('refunds.order', { sn: refund.order_sn })}
        </Link>
        {' · '}
        <time dateTime={refund.created_at}>
          {t('refunds.requested', { date: formatDate(refund.created_at) })}
        </time>
      </p>
      <div className={styles.refundBody}>
        <img className={styles.thumb} src={refund.item.image} alt="" width={48} height={48} loading="lazy" />
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('refunds.quantity')}</dt>
            <dd>{refund.item.quantity}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('refunds.amount')}</dt>
            <dd className={styles.amount}>{money.price(refund.amount_minor)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('refunds.reason')}</dt>
            <dd>{refund.reason}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('refunds.staffMessage')}</dt>
            <dd>{refund.staff_message ?? t('refunds.noMessage')}</dd>
          </div>
        </dl>
      </div>
      {refund.images.length > 0 && (
        <ul className={styles.pictures} aria-label={t('refunds.pictures')}>
          {refund.images.map((image) => (
            <li key={image}>
              <img className={styles.thumb} src={image} alt="" width={48} height={48} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {refund.state === 'pending' && (
        <div className={styles.cardFooter}>
          <Button variant="secondary" size="sm" onClick={() => onWithdraw(refund)}>
            {t('refunds.withdraw.button')}
          </Button>
        </div>
      )}
    </Card>
  );
}
