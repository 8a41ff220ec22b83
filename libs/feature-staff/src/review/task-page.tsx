import { useDocumentTitle } from '@mall/i18n';
import { type StaffTaskState, useGetStaffMeQuery, useGetStaffTasksQuery } from '@mall/sdk';
import { LoadingIndicator } from '@mall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { QueueConfig } from '../queues/queue-config';
import { QUEUE_PAGE_SIZE } from '../queues/queue-list-page';
import { staffPaths, taskKindOf } from '../shared/staff-paths';
import { STAFF_NAMESPACES } from '../shared/translator';
import { formatUsd } from '../shared/usd';
import { useLocale } from '../shared/use-locale';
import { useShortcuts } from '../shared/use-shortcuts';
import { useWhen } from '../shared/use-when';
import { type Decision, DecisionPanel } from './decision-panel';
import { TaskHistory } from './task-history';
import { TaskGone, TaskView } from './task-view';
import { useClaim } from './use-claim';

/**
 * One task of a queue (container): its evidence from the kind's detail, claimed while open so no two reviewers
 * decide it, with the four-eyes state; a decision is confirmed, sent, and the page offers the next task.
 */
export function TaskPage<Detail extends { task: StaffTaskState }>({
  config,
}: {
  config: QueueConfig<Detail>;
}) {
  const { t } = useTranslation(STAFF_NAMESPACES);
  const locale = useLocale();
  const when = useWhen();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const kind = taskKindOf[config.kind];
  const detailResult = config.useDetail(id);
  const detail = detailResult.data;
  const { data: me } = useGetStaffMeQuery();
  const { data: open } = useGetStaffTasksQuery({ kind, page: 1, page_size: QUEUE_PAGE_SIZE });
  const [decide, deciding] = config.useDecide();
  const [outcome, setOutcome] = useState<string | undefined>(undefined);
  const waiting = detail !== undefined && config.isOpen(detail) && outcome === undefined;
  const claimed = useClaim(kind, id, waiting);

  const list = open?.list ?? [];
  const index = list.findIndex((task) => task.id === id);
  const next = index >= 0 ? list[index + 1] : list.find((task) => task.id !== id);
  const previous = index > 0 ? list[index - 1] : undefined;
  const linkTo = (task: { id: number } | undefined) => task && staffPaths.task(config.kind, task.id);
  const backTo = staffPaths.queue(config.kind);
  const backLabel = t('task.back', { queue: t(`queues.${config.kind}.title`) });

  useDocumentTitle(detail ? config.title(detail, t) : t(`queues.${config.kind}.title`));
  useShortcuts({
    j: () => next && navigate(linkTo(next)!),
    n: () => next && navigate(linkTo(next)!),
    k: () => previous && navigate(linkTo(previous)!),
  });

  if (!detail) {
    if (detailResult.isLoading || detailResult.isFetching)
      return <LoadingIndicator active label={t('common:state.loading')} />;
    return <TaskGone t={t} backTo={backTo} backLabel={backLabel} />;
  }

  // The claim as the live stream last refreshed the task, else as this page's own claim answered.
  const claim = detail.task.claim ?? claimed ?? null;
  const heldByOther = claim !== null && !claim.mine && claim.staff_id !== me?.id;
  const first = detail.task.first_approval;
  const firstIsMine = first !== null && first.staff_id === me?.id;

  const notices: string[] = [];
  if (heldByOther && waiting)
    notices.push(t('claim.takenByUntil', { name: claim.staff_name, time: when(claim.expires_at) }));
  if (first && waiting)
    notices.push(
      firstIsMine
        ? t('fourEyes.yours', { amount: formatUsd(first.amount_minor, locale) })
        : t('fourEyes.waiting', {
            name: first.staff_name,
            amount: formatUsd(first.amount_minor, locale),
            time: when(first.at),
          }),
    );

  const onDecide = async (decision: Decision) => {
    const answer = await decide(id, decision);
    if (answer.error !== undefined) return false;
    setOutcome(
      answer.firstOfTwo
        ? t('fourEyes.recorded')
        : decision.approve
          ? decision.amountMinor !== undefined
            ? t('task.approvedAmount', { amount: formatUsd(decision.amountMinor, locale) })
            : t('task.approved')
          : t('task.refused'),
    );
    return true;
  };
  const Evidence = config.Evidence;
  const canDecide = waiting && !heldByOther && !firstIsMine;

  return (
    <TaskView
      t={t}
      title={config.title(detail, t)}
      stateLabel={outcome ? t('task.decided') : t(`states.${config.state(detail)}` as 'states.pending')}
      backTo={backTo}
      backLabel={backLabel}
      nextTo={linkTo(next)}
      previousTo={linkTo(previous)}
      outcome={outcome}
      notices={notices}
      evidence={
        <>
          <Evidence detail={detail} t={t} locale={locale} />
          <TaskHistory steps={detail.task.history} t={t} locale={locale} />
        </>
      }
      decision={
        canDecide ? (
          <DecisionPanel
            key={id}
            t={t}
            locale={locale}
            approveLabel={
              first ? t('fourEyes.confirm') : t(`queues.${config.kind}.approve` as 'queues.recharges.approve')
            }
            refuseLabel={t(`queues.${config.kind}.refuse` as 'queues.recharges.refuse')}
            confirmApprove={(amountMinor) => config.confirmApprove(detail, t, locale, amountMinor)}
            confirmRefuse={config.confirmRefuse(detail, t)}
            declaredMinor={config.declaredMinor?.(detail)}
            needsPayoutId={config.needsPayoutId}
            confirmsFirstApproval={first !== null}
            deciding={deciding}
            onDecide={onDecide}
          />
        ) : undefined
      }
    />
  );
}
