import { useFormatDate } from '@mall/i18n';
import type { GetOrdersData, OrderHistoryState } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { EmptyState, QueryContent, type QueryState } from '@mall/ui';
import { Link } from 'react-router';
import type { OrdersT } from '../shared/i18n';
import type { Money } from '../shared/money';
import styles from '../shared/orders.module.css';
import { ListPages } from '../views/list-pages';
import { ListSkeleton } from '../views/list-skeleton';
import { OrderCard } from '../views/order-card';
import { StateTabs } from '../views/state-tabs';

/** The purchase-history tabs after "All", as the server labels orders. */
export const historyTabs = [
  'pending_payment',
  'to_deliver',
  'on_the_way',
  'in_transit',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderHistoryState[];

export interface PurchaseHistoryViewProps {
  t: OrdersT;
  /** The chosen tab; undefined for All. */
  tab: OrderHistoryState | undefined;
  orders: QueryState<GetOrdersData>;
  page: number;
  money: Money;
  onTabChange: (tab: OrderHistoryState | undefined) => void;
  onPageChange: (page: number) => void;
}

const PLACED_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** /pages/history/purchase: the shopper's orders, newest first, under All and the six history labels. */
export function PurchaseHistoryView({
  t,
  tab,
  orders,
  page,
  money,
  onTabChange,
  onPageChange,
}: PurchaseHistoryViewProps) {
  const formatDate = useFormatDate(PLACED_DATE);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('history.title')}</h1>
      <StateTabs
        label={t('history.tabs')}
        tabs={historyTabs}
        selected={tab}
        tabLabel={(id) => (id === 'all' ? t('history.all') : t(`labels.${id}`))}
        onSelect={onTabChange}
      >
        <QueryContent
          state={orders}
          labels={{
            loading: t('history.loading'),
            error: t('history.failed'),
            retry: t('common:state.retry'),
          }}
          placeholder={<ListSkeleton />}
          isEmpty={(data) => data.list.length === 0 && page === 1}
          empty={
            <EmptyState
              title={t(`history.empty.${tab ?? 'all'}`)}
              message={t('history.emptyHint')}
              action={
                <Link className={styles.actionLink} to={routes.home()}>
                  {t('history.shop')}
                </Link>
              }
            />
          }
        >
          {(data) => (
            <>
              <ul className={styles.list}>
                {data.list.map((order) => (
                  <li key={order.id}>
                    <OrderCard t={t} order={order} money={money} formatDate={formatDate} />
                  </li>
                ))}
              </ul>
              <ListPages
                t={t}
                label={t('history.pages')}
                totalLabel={(total) => t('history.total', { total })}
                page={page}
                total={data.total}
                pageSize={data.page_size}
                onPageChange={onPageChange}
              />
            </>
          )}
        </QueryContent>
      </StateTabs>
    </div>
  );
}
