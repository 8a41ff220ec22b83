import { useDocumentTitle } from '@mall/i18n';
import {
  useAdvanceSellerOrderDeliveryMutation,
  useGetSellerOrderDetailQuery,
  useShipSellerOrderMutation,
} from '@mall/sdk';
import { queryState } from '@mall/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PANEL_NAMESPACES } from '../shared/translator';
import { useLocale } from '../shared/use-locale';
import { type AdvanceTo, OrderDetailView } from './order-detail-view';
import { shipSchema, type ShipValues } from './ship-schema';

/** /orders/:id — one of the shop's orders, shipped and moved along from here. */
export function OrderDetailPage() {
  const { t } = useTranslation(PANEL_NAMESPACES);
  const id = Number(useParams()['id']);
  const order = useGetSellerOrderDetailQuery({ id });
  useDocumentTitle(order.data ? t('orders.number', { sn: order.data.order_sn }) : t('orders.title'));
  const [ship] = useShipSellerOrderMutation();
  const [advance, advanceState] = useAdvanceSellerOrderDeliveryMutation();
  const schema = useMemo(() => shipSchema(t), [t]);

  const onShip = async (values: ShipValues) => {
    const result = await ship({ order_id: id, ...values });
    if (!result.error) void order.refetch();
    return !result.error;
  };
  const onAdvance = async (to: AdvanceTo) => {
    const result = await advance({ order_id: id, delivery_state: to });
    if (!result.error) void order.refetch();
    return !result.error;
  };

  return (
    <OrderDetailView
      t={t}
      order={queryState(order)}
      shipSchema={schema}
      onShip={onShip}
      onAdvance={onAdvance}
      advancing={advanceState.isLoading}
      locale={useLocale()}
    />
  );
}
