import { LocalisedText } from '@mall/i18n';
import type { DeliveryState, SellerOrderDetail } from '@mall/sdk';
import { FieldRow, FormikForm, FormikTextField } from '@mall/forms';
import { Button, Card, ConfirmDialog, QueryContent, type QueryState } from '@mall/ui';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router';
import { panelPaths } from '../shared/panel-paths';
import styles from '../shared/panel.module.css';
import { queryLabels } from '../shared/query-labels';
import type { PanelTranslator } from '../shared/translator';
import { formatUsd } from '../shared/usd';
import { OrderTimeline } from './order-timeline';
import own from './orders.module.css';
import type { ShipSchema, ShipValues } from './ship-schema';

/** The delivery step a seller may take next by hand, after shipping. */
export type AdvanceTo = Extract<DeliveryState, 'in_transit' | 'delivered'>;

const nextStep: Partial<Record<DeliveryState, AdvanceTo>> = {
  shipped: 'in_transit',
  in_transit: 'delivered',
};

export interface OrderDetailViewProps {
  t: PanelTranslator;
  order: QueryState<SellerOrderDetail>;
  shipSchema: ShipSchema;
  /** Resolves true once shipped. */
  onShip: (values: ShipValues) => Promise<boolean>;
  onAdvance: (to: AdvanceTo) => Promise<boolean>;
  advancing: boolean;
  locale: string;
}

function ShipForm({
  t,
  schema,
  onShip,
}: {
  t: PanelTranslator;
  schema: ShipSchema;
  onShip: OrderDetailViewProps['onShip'];
}) {
  const submit = async (values: ShipValues, helpers: FormikHelpers<ShipValues>) => {
    await onShip(schema.cast(values) as ShipValues);
    helpers.setSubmitting(false);
  };
  return (
    <Formik initialValues={{ log_sn: '', carrier: '' }} validationSchema={schema} onSubmit={submit}>
      {(formik) => (
        <FormikForm schema={schema}>
          <FieldRow>
            <FormikTextField name="log_sn" label={t('orders.logistics')} autoComplete="off" required />
            <FormikTextField name="carrier" label={t('orders.carrier')} required />
          </FieldRow>
          <Button type="submit" loading={formik.isSubmitting}>
            {t('orders.ship')}
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}

function Delivery(props: OrderDetailViewProps & { detail: SellerOrderDetail }) {
  const { t, detail } = props;
  const [confirming, setConfirming] = useState<AdvanceTo | null>(null);
  const next = nextStep[detail.delivery_state];
  const canShip = detail.delivery_state === 'to_ship' && detail.payment_state !== 'cancelled';
  if (!canShip && !next && !detail.log_sn) return null;
  return (
    <Card title={canShip ? t('orders.shipTitle') : t(`orders.state.${detail.delivery_state}`)}>
      {detail.log_sn && (
        <dl className={styles.facts}>
          <div>
            <dt>{t('orders.logistics')}</dt>
            <dd>{detail.log_sn}</dd>
          </div>
          <div>
            <dt>{t('orders.carrier')}</dt>
            <dd>{detail.carrier}</dd>
          </div>
        </dl>
      )}
      {canShip && <ShipForm t={t} schema={props.shipSchema} onShip={props.onShip} />}
      {next && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setConfirming(next)}>
            {t(next === 'in_transit' ? 'orders.markInTransit' : 'orders.markDelivered')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t(confirming === 'delivered' ? 'orders.markDelivered' : 'orders.markInTransit')}
        message={t('orders.confirmAdvance', {
          sn: detail.order_sn,
          state: t(`orders.state.${confirming ?? 'in_transit'}`),
        })}
        confirmLabel={t('orders.confirm')}
        cancelLabel={t('orders.cancel')}
        confirming={props.advancing}
        onConfirm={() => {
          if (confirming) void props.onAdvance(confirming).then(() => setConfirming(null));
        }}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}

/** One order of the shop: what was bought, by whom, where it goes, and its delivery. */
export function OrderDetailView(props: OrderDetailViewProps) {
  const { t, locale } = props;
  return (
    <div className={styles.page}>
      <Link to={panelPaths.orders} className={styles.link}>
        {t('orders.back')}
      </Link>
      <QueryContent state={props.order} labels={queryLabels(t, t('orders.loading'))} className={styles.stack}>
        {(detail) => (
          <>
            <h1 className={styles.title}>{t('orders.number', { sn: detail.order_sn })}</h1>
            <dl className={styles.facts}>
              <div>
                <dt>{t('orders.placed')}</dt>
                <dd>
                  {new Date(detail.created_at).toLocaleString(locale, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </dd>
              </div>
              <div>
                <dt>{t('orders.customer')}</dt>
                <dd>{detail.customer_name}</dd>
              </div>
              <div>
                <dt>{t('orders.total')}</dt>
                <dd className={styles.figure}>{formatUsd(detail.total_minor, locale)}</dd>
              </div>
              <div>
                <dt>{t(`orders.payment.${detail.payment_state}`)}</dt>
                <dd>{t(`orders.state.${detail.delivery_state}`)}</dd>
              </div>
            </dl>
            <Delivery {...props} detail={detail} />
            <OrderTimeline t={t} order={detail} />
            <Card title={t('orders.items', { count: detail.items_count })}>
              <ul className={own.items}>
                {detail.items.map((item) => (
                  <li key={item.product_id} className={own.item}>
                    <img className={own.thumb} src={item.image} alt="" width={64} height={64} />
                    <span>
                      <LocalisedText value={item.name} /> × {item.quantity}
                    </span>
                    <span>{formatUsd(item.line_total_minor, locale)}</span>
                  </li>
                ))}
              </ul>
            </Card>
            <Card title={t('orders.address')}>
              <address className={own.address}>
                {[
                  detail.delivery_address.name,
                  detail.delivery_address.telephone,
                  detail.delivery_address.street,
                  [detail.delivery_address.postcode, detail.delivery_address.city].filter(Boolean).join(' '),
                  detail.delivery_address.state,
                  detail.delivery_address.country,
                ]
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line}>{line}</span>
                  ))}
              </address>
              {detail.remark && (
                <p>
                  <span className={styles.muted}>{t('orders.remark')}: </span>
                  {detail.remark}
                </p>
              )}
            </Card>
          </>
        )}
      </QueryContent>
    </div>
  );
}
