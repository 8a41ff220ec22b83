import { useFormatDate } from '@mall/i18n';
import type { SellerOrderDetail } from '@mall/sdk';
import { Card, Timeline, type TimelineItem } from '@mall/ui';
import type { PanelTranslator } from '../shared/translator';
import { orderProgress, type ProgressStep } from './order-progress';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The order's progress as the shop sees it: each step with its time, who cancelled and why, what is to come. */
export function OrderTimeline({ t, order }: { t: PanelTranslator; order: SellerOrderDetail }) {
  const formatDate = useFormatDate(DATE_TIME);
  const title = (step: ProgressStep) =>
    step.kind === 'cancelled'
      ? t(`orders.timeline.cancelled.${step.actor ?? 'system'}`)
      : t(`orders.timeline.steps.${step.kind}`);
  const detail = (step: ProgressStep) => {
    if (step.kind === 'shipped' && step.state !== 'upcoming' && (order.carrier || order.log_sn)) {
      return (
        <>
          {order.carrier && <span>{t('orders.timeline.carrier', { carrier: order.carrier })}</span>}
          {order.log_sn && <span>{t('orders.timeline.logSn', { sn: order.log_sn })}</span>}
        </>
      );
    }
    if (step.kind === 'cancelled' && step.remark) return t('orders.timeline.reason', { reason: step.remark });
    return undefined;
  };
  const items = orderProgress(order).map((step): TimelineItem => {
    const more = detail(step);
    return {
      id: step.kind,
      title: title(step),
      state: step.state,
      current: step.current,
      ...(step.at ? { time: { dateTime: step.at, label: formatDate(step.at) } } : {}),
      ...(more ? { detail: more } : {}),
    };
  });
  return (
    <Card title={t('orders.timeline.title')}>
      <Timeline
        items={items}
        label={t('orders.timeline.label')}
        stateLabels={{
          done: t('orders.timeline.states.done'),
          current: t('orders.timeline.states.current'),
          upcoming: t('orders.timeline.states.upcoming'),
        }}
      />
    </Card>
  );
}
