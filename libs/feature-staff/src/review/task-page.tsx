import { useDocumentTitle } from '@mall/i18n';
import { LoadingIndicator } from '@mall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { QueueConfig } from '../queues/queue-config';
import { QUEUE_PAGE_SIZE } from '../queues/queue-list-page';
import { staffPaths } from '../shared/staff-paths';
import { STAFF_NAMESPACES } from '../shared/translator';
import { useLocale } from '../shared/use-locale';
import { useShortcuts } from '../shared/use-shortcuts';
import { type Decision, DecisionPanel } from './decision-panel';
import { TaskGone, TaskView } from './task-view';
import { formatUsd } from '../shared/usd';

/**
 * One task of a queue (container): found in its queue's page, shown with its evidence; a decision is confirmed,
 * sent, and the page offers the next task. The item stays on screen after the queue dropped it.
 */
export function TaskPage<Item extends { id: number; created_at: string }, State extends string>({
  config,
}: {
  config: QueueConfig<Item, State>;
}) {
  const { t } = useTranslation(STAFF_NAMESPACES);
  const locale = useLocale();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const [params] = useSearchParams();
  const requested = params.get('state');
  const state = config.states.find((option) => option === requested) ?? config.pending;
  const result = config.useList({ state, page: 1, page_size: QUEUE_PAGE_SIZE });
  const [decide, deciding] = config.useDecide();
  const [decided, setDecided] = useState<{ id: number; item: Item; outcome: string } | null>(null);

  const list = result.data?.list ?? [];
  const found = list.find((item) => item.id === id);
  const item = found ?? (decided?.id === id ? decided.item : undefined);
  const others = list.filter((other) => other.id !== id);
  const index = list.findIndex((other) => other.id === id);
  const next = index >= 0 ? list[index + 1] : others[0];
  const previous = index > 0 ? list[index - 1] : undefined;
  const query = state === config.pending ? '' : `?state=${encodeURIComponent(state)}`;
  const linkTo = (other: Item | undefined) => other && `${staffPaths.task(config.kind, other.id)}${query}`;
  const backTo = `${staffPaths.queue(config.kind)}${query}`;
  const backLabel = t('task.back', { queue: t(`queues.${config.kind}.title`) });

  useDocumentTitle(item ? config.title(item, t) : t(`queues.${config.kind}.title`));
  useShortcuts({
    j: () => next && navigate(linkTo(next)!),
    n: () => next && navigate(linkTo(next)!),
    k: () => previous && navigate(linkTo(previous)!),
  });

  if (!item) {
    if (result.isLoading || result.isFetching)
      return <LoadingIndicator active label={t('common:state.loading')} />;
    return <TaskGone t={t} backTo={backTo} backLabel={backLabel} />;
  }

  const waiting = config.stateOf(item) === config.pending && decided?.id !== item.id;
  const onDecide = async (decision: Decision) => {
    const answer = await decide(item.id, decision);
    if (answer.error !== undefined) return false;
    const outcome = decision.approve
      ? decision.amountMinor !== undefined
        ? t('task.approvedAmount', { amount: formatUsd(decision.amountMinor, locale) })
        : t('task.approved')
      : t('task.refused');
    setDecided({ id: item.id, item, outcome });
    return true;
  };
  const Evidence = config.Evidence;

  return (
    <TaskView
      t={t}
      title={config.title(item, t)}
      stateLabel={
        decided?.id === item.id ? t('task.decided') : t(`states.${config.stateOf(item)}` as 'states.pending')
      }
      backTo={backTo}
      backLabel={backLabel}
      nextTo={linkTo(next)}
      previousTo={linkTo(previous)}
      outcome={decided?.id === item.id ? decided.outcome : undefined}
      evidence={<Evidence item={item} t={t} locale={locale} />}
      decision={
        waiting ? (
          <DecisionPanel
            key={item.id}
            t={t}
            locale={locale}
            approveLabel={t(`queues.${config.kind}.approve`)}
            refuseLabel={t(`queues.${config.kind}.refuse`)}
            confirmApprove={(amountMinor) => config.confirmApprove(item, t, locale, amountMinor)}
            confirmRefuse={config.confirmRefuse(item, t)}
            declaredMinor={config.declaredMinor?.(item)}
            deciding={deciding}
            onDecide={onDecide}
          />
        ) : undefined
      }
    />
  );
}
