import { useDocumentTitle } from '@mall/i18n';
import { useGetSellerOrdersQuery } from '@mall/sdk';
import { queryState } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PANEL_NAMESPACES } from '../shared/translator';
import { useLocale } from '../shared/use-locale';
import { DELIVERY_STATES, type OrdersFilter, OrdersView } from './orders-view';

/** Enough for a shop's current work; older orders are a later page. */
const PAGE_SIZE = 50;

const filterOf = (value: string | null): OrdersFilter =>
  DELIVERY_STATES.find((state) => state === value) ?? 'all';

/** /orders?state=to_ship: the shop's orders in one delivery state (the tab is in the address). */
export function OrdersPage() {
  const { t } = useTranslation(PANEL_NAMESPACES);
  useDocumentTitle(t('orders.title'));
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('state'));
  const orders = useGetSellerOrdersQuery({
    page: 1,
    page_size: PAGE_SIZE,
    ...(filter === 'all' ? {} : { delivery_state: filter }),
  });
  return (
    <OrdersView
      t={t}
      filter={filter}
      onFilterChange={(next) => setParams(next === 'all' ? {} : { state: next }, { replace: true })}
      orders={queryState(orders)}
      locale={useLocale()}
    />
  );
}
