import type { OrderHistoryState } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Link } from 'react-router';
import type { AccountTranslator } from '../shared/translator';
import styles from './dashboard.module.css';

/** The purchase-history labels, in the order the history's tabs show them. */
const historyLabels = [
  'pending_payment',
  'to_deliver',
  'on_the_way',
  'in_transit',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderHistoryState[];

/** Links to the shopper's orders (all, or under one history label) and to their returns. */
export function OrderShortcuts({ t }: { t: AccountTranslator }) {
  return (
    <nav aria-label={t('dashboard.orders.heading')}>
      <ul className={styles.shortcuts}>
        <li>
          <Link className={styles.shortcut} to={routes.purchaseHistory()}>
            {t('dashboard.orders.all')}
          </Link>
        </li>
        {historyLabels.map((label) => (
          <li key={label}>
            <Link className={styles.shortcut} to={routes.purchaseHistory({ state: label })}>
              {t(`dashboard.orders.labels.${label}`)}
            </Link>
          </li>
        ))}
        <li>
          <Link className={styles.shortcut} to={routes.refundSent()}>
            {t('dashboard.orders.returns')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
