import { useDocumentTitle } from '@mall/i18n';
import { useGetSellerSalesQuery } from '@mall/sdk';
import { queryState } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { PANEL_NAMESPACES } from '../shared/translator';
import { useLocale } from '../shared/use-locale';
import { SalesView } from './sales-view';

/** The shop's sales this month and last month. */
export function SalesPage() {
  const { t } = useTranslation(PANEL_NAMESPACES);
  useDocumentTitle(t('sales.title'));
  const sales = useGetSellerSalesQuery();
  return <SalesView t={t} sales={queryState(sales)} locale={useLocale()} />;
}
