import { useDocumentTitle } from '@mall/i18n';
import { useGetOrdersQuery } from '@mall/sdk';
import { useDisplayCurrency } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LIST_PAGE_SIZE } from '../shared/constants';
import { listMoney } from '../shared/money';
import { oneOf, pageParam } from '../shared/query-params';
import { historyTabs, PurchaseHistoryView } from './purchase-history-view';

/** /pages/history/purchase?state=&page= (behind sign-in in the app). */
export function PurchaseHistoryPage() {
  const { t, i18n } = useTranslation(['orders', 'common']);
  useDocumentTitle(t('history.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = oneOf(params, 'state', historyTabs);
  const page = pageParam(params);
  const orders = useGetOrdersQuery({ page, page_size: LIST_PAGE_SIZE, ...(tab ? { state: tab } : {}) });
  const { currency } = useDisplayCurrency();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = useMemo(() => listMoney(currency, language), [currency, language]);
  return (
    <PurchaseHistoryView
      t={t}
      tab={tab}
      // Another tab is another list: its first load shows as loading, not as the previous tab's orders.
      orders={queryState(orders, { keepPrevious: false })}
      page={page}
      money={money}
      onTabChange={(next) => void navigate(routes.purchaseHistory({ state: next }))}
      onPageChange={(next) => void navigate(routes.purchaseHistory({ state: tab, page: next }))}
    />
  );
}
