import { useDocumentTitle } from '@mall/i18n';
import { queryState } from '@mall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { STAFF_NAMESPACES } from '../shared/translator';
import { useLocale } from '../shared/use-locale';
import { useWhen } from '../shared/use-when';
import type { QueueConfig } from './queue-config';
import { QueueListView } from './queue-list-view';

/** How many tasks a queue page lists. */
export const QUEUE_PAGE_SIZE = 50;

/** A queue's list (container): the filter and page live in the address, so Back and reload keep them. */
export function QueueList<Item extends { id: number; created_at: string }, State extends string>({
  config,
}: {
  config: QueueConfig<Item, State>;
}) {
  const { t } = useTranslation(STAFF_NAMESPACES);
  const locale = useLocale();
  const when = useWhen();
  useDocumentTitle(t(`queues.${config.kind}.title`));
  const [params, setParams] = useSearchParams();
  const requested = params.get('state');
  const state = config.states.find((option) => option === requested) ?? config.pending;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState('');
  const result = config.useList({ state, page, page_size: QUEUE_PAGE_SIZE });
  const rows = queryState(result, { select: (data) => data.list.map((item) => config.row(item, t, locale)) });

  return (
    <QueueListView
      t={t}
      kind={config.kind}
      rows={rows}
      total={result.data?.total}
      states={config.states}
      state={state}
      onStateChange={(next) => setParams(next === config.pending ? {} : { state: next })}
      search={search}
      onSearch={setSearch}
      page={page}
      hasMore={result.data?.has_more ?? false}
      onPage={(next) =>
        setParams({ ...(state !== config.pending && { state }), ...(next > 1 && { page: String(next) }) })
      }
      when={when}
    />
  );
}
