import type { DeliveryState, GetSellerOrdersData } from '@mall/sdk';
import { EmptyState, QueryContent, Tabs, type QueryState } from '@mall/ui';
import { Link } from 'react-router';
import { panelPaths } from '../shared/panel-paths';
import styles from '../shared/panel.module.css';
import { queryLabels } from '../shared/query-labels';
import type { PanelTranslator } from '../shared/translator';
import { formatUsd } from '../shared/usd';
import own from './orders.module.css';

export const DELIVERY_STATES: readonly DeliveryState[] = [
  'to_ship',
  'shipped',
  'in_transit',
  'delivered',
  'completed',
];

/** A tab: every order, or those in one delivery state. */
export type OrdersFilter = 'all' | DeliveryState;

export interface OrdersViewProps {
  t: PanelTranslator;
  filter: OrdersFilter;
  onFilterChange: (filter: OrdersFilter) => void;
  orders: QueryState<GetSellerOrdersData>;
  locale: string;
}

function OrderList({ t, orders, locale }: Pick<OrdersViewProps, 't' | 'orders' | 'locale'>) {
  return (
    <QueryContent
      state={orders}
      labels={queryLabels(t, t('orders.loading'))}
      isEmpty={(data) => data.list.length === 0}
      empty={<EmptyState title={t('orders.empty')} headingLevel={2} />}
    >
      {(data) => (
        <ul className={own.list}>
          {data.list.map((order) => (
            <li key={order.id} className={own.order}>
              <Link to={panelPaths.order(order.id)} className={styles.link}>
                {t('orders.number', { sn: order.order_sn })}
              </Link>
              <span className={own.states}>
                <span className={own.state}>{t(`orders.payment.${order.payment_state}`)}</span>
                <span className={own.state}>{t(`orders.state.${order.delivery_state}`)}</span>
              </span>
              <span className={styles.muted}>
                {order.customer_name} · {t('orders.items', { count: order.items_count })} ·{' '}
                {new Date(order.created_at).toLocaleDateString(locale, { dateStyle: 'medium' })}
              </span>
              <strong className={own.total}>{formatUsd(order.total_minor, locale)}</strong>
            </li>
          ))}
        </ul>
      )}
    </QueryContent>
  );
}

/** The shop's orders, by delivery state. */
export function OrdersView(props: OrdersViewProps) {
  const { t } = props;
  const filters: OrdersFilter[] = ['all', ...DELIVERY_STATES];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('orders.title')}</h1>
      <Tabs
        label={t('orders.filter')}
        selectedId={props.filter}
        onChange={(id) => props.onFilterChange(id as OrdersFilter)}
        items={filters.map((filter) => ({
          id: filter,
          label: filter === 'all' ? t('orders.all') : t(`orders.state.${filter}`),
          content: filter === props.filter ? <OrderList {...props} /> : null,
        }))}
      />
    </div>
  );
}
