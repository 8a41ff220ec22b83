import type { OrderDetail } from '@mall/sdk';
import { Button, Card, Timeline, type TimelineItem } from '@mall/ui';
import { useState } from 'react';
import type { OrdersT } from '../shared/i18n';
import styles from '../shared/orders.module.css';
import { orderProgress, type ProgressStep } from './order-progress';

export interface OrderTimelineProps {
  t: OrdersT;
  order: OrderDetail;
  /** Formats an ISO time in the interface language (date and time). */
  formatDate: (iso: string) => string;
}

/** The tracking number with a button that copies it, saying so once it did. */
function TrackingNumber({ t, sn }: { t: OrdersT; sn: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(sn).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <span className={styles.trackingNumber}>
      <span>
        {t('timeline.logSn')} <span className={styles.code}>{sn}</span>
      </span>
      <Button variant="secondary" size="sm" aria-label={t('timeline.copyLabel', { sn })} onClick={copy}>
        {t('timeline.copy')}
      </Button>
      <span role="status" className={styles.muted}>
        {copied ? t('timeline.copied') : ''}
      </span>
    </span>
  );
}

/** The order's tracking: each step that happened with its time, who and why, then the steps still to come. */
export function OrderTimeline({ t, order, formatDate }: OrderTimelineProps) {
  const title = (step: ProgressStep) =>
    step.kind === 'cancelled'
      ? t(`timeline.cancelled.${step.actor ?? 'system'}`)
      : t(`timeline.steps.${step.kind}`);
  const detail = (step: ProgressStep) => {
    if (step.kind === 'shipped' && step.state !== 'upcoming' && (order.carrier || order.log_sn)) {
      return (
        <>
          {order.carrier && <span>{t('timeline.carrier', { carrier: order.carrier })}</span>}
          {order.log_sn && <TrackingNumber t={t} sn={order.log_sn} />}
        </>
      );
    }
    if (step.kind === 'paid' && step.state !== 'upcoming' && order.payment_method) {
      return t(`method.${order.payment_method}`);
    }
    if (step.kind === 'cancelled' && step.remark) return t('timeline.reason', { reason: step.remark });
    return undefined;
  };
  const items = orderProgress(order).map((step): TimelineItem => ({
    id: step.kind,
    title: title(step),
    state: step.state,
    current: step.current,
    ...(step.at ? { time: { dateTime: step.at, label: formatDate(step.at) } } : {}),
    ...(detail(step) ? { detail: detail(step) } : {}),
  }));
  return (
    <Card size="compact" title={t('timeline.title')}>
      <Timeline
        items={items}
        label={t('timeline.label')}
        stateLabels={{
          done: t('timeline.states.done'),
          current: t('timeline.states.current'),
          upcoming: t('timeline.states.upcoming'),
        }}
      />
    </Card>
  );
}
