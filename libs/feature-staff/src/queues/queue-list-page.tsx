import { useDocumentTitle } from '@mall/i18n';
import { type StaffTask, useGetStaffTasksQuery } from '@mall/sdk';
import { queryState } from '@mall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type QueueKind, taskKindOf } from '../shared/staff-paths';
import { STAFF_NAMESPACES, type StaffTranslator } from '../shared/translator';
import { formatUsd } from '../shared/usd';
import { useLocale } from '../shared/use-locale';
import { useWhen } from '../shared/use-when';
import { type ClaimFilter, claimFilters, QueueListView, type QueueRow } from './queue-list-view';

/** How many tasks a queue page lists. */
export const QUEUE_PAGE_SIZE = 50;

/** A task as its list shows it: who, what, how much, and who holds it or approved it first. */
export const taskRow = (task: StaffTask, t: StaffTranslator, locale: string): QueueRow => ({
  id: task.id,
  who: task.user?.name ?? '—',
  contact: task.user?.email,
  summary: task.title,
  amount: task.amount_minor === null ? undefined : formatUsd(task.amount_minor, locale),
  createdAt: task.created_at,
  claim: task.claim
    ? task.claim.mine
      ? t('claim.yours')
      : t('claim.takenBy', { name: task.claim.staff_name })
    : undefined,
  fourEyes: task.first_approval
    ? t('fourEyes.waitingShort', { name: task.first_approval.staff_name })
    : undefined,
});

/** A queue's list (container): the filters and page live in the address, so Back and reload keep them. */
export function QueueList({ kind, states }: { kind: QueueKind; states: readonly string[] }) {
  const { t } = useTranslation(STAFF_NAMESPACES);
  const locale = useLocale();
  const when = useWhen();
  useDocumentTitle(t(`queues.${kind}.title`));
  const [params, setParams] = useSearchParams();
  const state = states.find((option) => option === params.get('state')) ?? '';
  const claim = claimFilters.find((option) => option !== '' && option === params.get('claim')) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState('');
  const result = useGetStaffTasksQuery({
    kind: taskKindOf[kind],
    page,
    page_size: QUEUE_PAGE_SIZE,
    ...(state && { state }),
    ...(claim && { claim }),
  });
  const rows = queryState(result, { select: (data) => data.list.map((task) => taskRow(task, t, locale)) });
  const go = (change: { state?: string; claim?: ClaimFilter; page?: number }) => {
    const next = { state, claim, page: 1, ...change };
    setParams({
      ...(next.state && { state: next.state }),
      ...(next.claim && { claim: next.claim }),
      ...(next.page > 1 && { page: String(next.page) }),
    });
  };

  return (
    <QueueListView
      t={t}
      kind={kind}
      rows={rows}
      total={result.data?.total}
      states={states}
      state={state}
      onStateChange={(next) => go({ state: next })}
      claim={claim}
      onClaimChange={(next) => go({ claim: next })}
      search={search}
      onSearch={setSearch}
      page={page}
      hasMore={result.data?.has_more ?? false}
      onPage={(next) => go({ page: next })}
      when={when}
    />
  );
}
