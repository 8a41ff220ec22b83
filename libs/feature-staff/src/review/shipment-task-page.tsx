import { FormikTextField } from '@mall/forms';
import { useDocumentTitle } from '@mall/i18n';
import {
  type StaffTask,
  useGetStaffShipmentDetailQuery,
  useGetStaffTasksQuery,
  useShipOrderMutation,
} from '@mall/sdk';
import { Button, LoadingIndicator } from '@mall/ui';
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QUEUE_PAGE_SIZE } from '../queues/queue-list-page';
import styles from '../shared/staff.module.css';
import { staffPaths } from '../shared/staff-paths';
import { STAFF_NAMESPACES, type StaffTranslator } from '../shared/translator';
import { formatUsd } from '../shared/usd';
import { useLocale } from '../shared/use-locale';
import { useWhen } from '../shared/use-when';
import { EvidenceSection, Facts } from './evidence-parts';
import { ShipmentEvidence } from './shipment-evidence';
import { shipSchema, type ShipValues } from './ship-schema';
import { TaskGone, TaskView } from './task-view';
import { useClaim } from './use-claim';

/** The carrier and logistics number an order ships with. */
export function ShipPanel({
  t,
  shipping,
  onShip,
}: {
  t: StaffTranslator;
  shipping: boolean;
  onShip: (values: ShipValues) => Promise<void>;
}) {
  const schema = useMemo(() => shipSchema(t), [t]);
  return (
    <section className={styles.decision} aria-labelledby="ship-title">
      <h2 id="ship-title" className={styles.sectionTitle}>
        {t('ship.title')}
      </h2>
      <Formik initialValues={{ carrier: '', logSn: '' }} validationSchema={schema} onSubmit={onShip}>
        {(formik) => (
          <form noValidate className={styles.decisionForm} onSubmit={formik.handleSubmit}>
            <FormikTextField name="carrier" label={t('ship.carrier')} autoComplete="off" />
            <FormikTextField name="logSn" label={t('ship.number')} autoComplete="off" spellCheck={false} />
            <Button type="submit" loading={shipping}>
              {t('queues.shipments.approve')}
            </Button>
          </form>
        )}
      </Formik>
    </section>
  );
}

/**
 * An order waiting to ship for its shop: where it goes, what to pack and how it is paid, and the carrier and
 * logistics number to ship it with.
 */
export function ShipmentTaskPage() {
  const { t } = useTranslation(STAFF_NAMESPACES);
  const locale = useLocale();
  const when = useWhen();
  const id = Number(useParams().id);
  const result = useGetStaffTasksQuery({ kind: 'shipment', page: 1, page_size: QUEUE_PAGE_SIZE });
  const detail = useGetStaffShipmentDetailQuery({ id }, { skip: !(id > 0) });
  const [ship, { isLoading }] = useShipOrderMutation();
  const [shipped, setShipped] = useState<StaffTask | undefined>(undefined);
  const list = result.data?.list ?? [];
  const task = list.find((item) => item.id === id) ?? shipped;
  const claim = useClaim('shipment', id, task !== undefined && shipped === undefined);
  const backTo = staffPaths.queue('shipments');
  const backLabel = t('task.back', { queue: t('queues.shipments.title') });
  useDocumentTitle(task?.title ?? t('queues.shipments.title'));

  if (!task) {
    if (result.isLoading || result.isFetching)
      return <LoadingIndicator active label={t('common:state.loading')} />;
    return <TaskGone t={t} backTo={backTo} backLabel={backLabel} />;
  }
  const next = list.find((item) => item.id !== id);
  const heldByOther = claim !== undefined && claim !== null && !claim.mine;
  return (
    <TaskView
      t={t}
      title={task.title}
      stateLabel={shipped ? t('task.decided') : t('states.to_ship')}
      backTo={backTo}
      backLabel={backLabel}
      nextTo={next && staffPaths.task('shipments', next.id)}
      outcome={shipped ? t('ship.done') : undefined}
      notices={
        heldByOther ? [t('claim.takenByUntil', { name: claim.staff_name, time: when(claim.expires_at) })] : []
      }
      evidence={
        detail.data ? (
          <ShipmentEvidence detail={detail.data} t={t} locale={locale} />
        ) : detail.isLoading ? (
          <LoadingIndicator active label={t('common:state.loading')} />
        ) : (
          <EvidenceSection title={t('ship.order')}>
            <Facts
              items={[
                [t('task.customer'), task.user ? `${task.user.name} · ${task.user.email}` : '—'],
                task.amount_minor !== null && [t('ship.total'), formatUsd(task.amount_minor, locale)],
                [t('task.submitted'), when(task.created_at)],
              ]}
            />
          </EvidenceSection>
        )
      }
      decision={
        !shipped && !heldByOther ? (
          <ShipPanel
            t={t}
            shipping={isLoading}
            onShip={async (values) => {
              const answer = await ship({
                order_id: id,
                carrier: values.carrier.trim(),
                log_sn: values.logSn.trim(),
              });
              if (answer.data) setShipped(task);
            }}
          />
        ) : undefined
      }
    />
  );
}
