import { queryStateLabels } from '@mall/i18n';
import { EmptyState, QueryContent, type QueryState } from '@mall/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import styles from '../shared/staff.module.css';
import { type QueueKind, staffPaths } from '../shared/staff-paths';
import type { StaffTranslator } from '../shared/translator';
import type { QueueRow } from './queue-config';

export interface QueueListViewProps {
  t: StaffTranslator;
  kind: QueueKind;
  /** The tasks of this page, oldest first. */
  rows: QueryState<QueueRow[]>;
  /** How many tasks match the filter (all pages). */
  total: number | undefined;
  states: readonly string[];
  state: string;
  onStateChange: (state: string) => void;
  search: string;
  onSearch: (text: string) => void;
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** Formats a timestamp as date and time. */
  when: (iso: string) => string;
}

/** A review queue: its count, filters, and the tasks oldest first, each opening its evidence. */
export function QueueListView({
  t,
  kind,
  rows,
  total,
  states,
  state,
  onStateChange,
  search,
  onSearch,
  page,
  hasMore,
  onPage,
  when,
}: QueueListViewProps) {
  const stateId = useId();
  const searchId = useId();
  const needle = search.trim().toLowerCase();
  const visible = (list: QueueRow[]) =>
    needle === ''
      ? list
      : list.filter((row) =>
          [row.who, row.contact ?? '', row.summary, String(row.id)].some((text) =>
            text.toLowerCase().includes(needle),
          ),
        );
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{t(`queues.${kind}.title`)}</h1>
        {total !== undefined && (
          <p className={styles.total} aria-live="polite">
            {t('list.total', { count: total })}
          </p>
        )}
      </header>
      <div className={styles.filters} role="search">
        <span className={styles.filter}>
          <label htmlFor={stateId}>{t('list.state')}</label>
          <select
            id={stateId}
            className={styles.select}
            value={state}
            onChange={(event) => onStateChange(event.target.value)}
          >
            {states.map((option) => (
              <option key={option} value={option}>
                {t(`states.${option}` as 'states.pending')}
              </option>
            ))}
          </select>
        </span>
        <span className={styles.filter}>
          <label htmlFor={searchId}>{t('list.search')}</label>
          <input
            id={searchId}
            type="search"
            className={styles.input}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t('list.searchPlaceholder')}
          />
        </span>
      </div>
      <QueryContent
        state={rows}
        labels={queryStateLabels(t)}
        isEmpty={(list) => visible(list).length === 0}
        empty={<EmptyState title={t('list.empty')} message={t('list.emptyHint')} />}
      >
        {(list) => (
          <table className={styles.table}>
            <caption className={styles.caption}>{t('list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.id')}</th>
                <th scope="col">{t('list.submitted')}</th>
                <th scope="col">{t('list.who')}</th>
                <th scope="col">{t('list.what')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('list.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {visible(list).map((row) => (
                <tr key={row.id}>
                  <td data-label={t('list.id')}>
                    <Link
                      className={styles.rowLink}
                      to={`${staffPaths.task(kind, row.id)}?state=${encodeURIComponent(state)}`}
                    >
                      #{row.id}
                    </Link>
                  </td>
                  <td data-label={t('list.submitted')}>{when(row.createdAt)}</td>
                  <td data-label={t('list.who')}>
                    <span className={styles.who}>{row.who}</span>
                    {row.contact && <span className={styles.contact}>{row.contact}</span>}
                  </td>
                  <td data-label={t('list.what')} className={styles.summary}>
                    {row.summary}
                  </td>
                  <td data-label={t('list.amount')} className={styles.numeric}>
                    {row.amount ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryContent>
      {(page > 1 || hasMore) && (
        <nav className={styles.pager} aria-label={t('common:pagination.label')}>
          <button
            type="button"
            className={styles.pagerButton}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t('common:pagination.previous')}
          </button>
          <span>{t('common:pagination.page', { page })}</span>
          <button
            type="button"
            className={styles.pagerButton}
            disabled={!hasMore}
            onClick={() => onPage(page + 1)}
          >
            {t('common:pagination.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
