import { queryStateLabels } from '@mall/i18n';
import { EmptyState, QueryContent, type QueryState } from '@mall/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { Pager } from '../pager/pager';
import styles from '../shared/staff.module.css';
import { type QueueKind, staffPaths } from '../shared/staff-paths';
import type { StaffTranslator } from '../shared/translator';

/** A task as its queue's list shows it. */
export interface QueueRow {
  id: number;
  /** Who asked: the customer's name, or the shop. */
  who: string;
  /** Their email address, when known. */
  contact?: string;
  /** What they asked for, e.g. "USDT · 9f2c…". */
  summary: string;
  /** The amount at stake, formatted, when there is one. */
  amount?: string;
  createdAt: string;
  /** "Taken by Rita" / "Yours", while someone holds the task. */
  claim?: string;
  /** Four eyes: "Waiting for a second approval (first by Rita)". */
  fourEyes?: string;
}

/** The claim filter's choices: every task, nobody's, the caller's, someone else's. */
export const claimFilters = ['', 'free', 'mine', 'others'] as const;
export type ClaimFilter = (typeof claimFilters)[number];

export interface QueueListViewProps {
  t: StaffTranslator;
  kind: QueueKind;
  /** The tasks of this page, oldest first. */
  rows: QueryState<QueueRow[]>;
  /** How many tasks match the filter (all pages). */
  total: number | undefined;
  /** The kind's states; `''` (the first choice) is every open task. */
  states: readonly string[];
  state: string;
  onStateChange: (state: string) => void;
  claim: ClaimFilter;
  onClaimChange: (claim: ClaimFilter) => void;
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
  claim,
  onClaimChange,
  search,
  onSearch,
  page,
  hasMore,
  onPage,
  when,
}: QueueListViewProps) {
  const stateId = useId();
  const searchId = useId();
  const claimId = useId();
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
            <option value="">{t('list.open')}</option>
            {states.map((option) => (
              <option key={option} value={option}>
                {t(`states.${option}` as 'states.pending')}
              </option>
            ))}
          </select>
        </span>
        <span className={styles.filter}>
          <label htmlFor={claimId}>{t('list.claim')}</label>
          <select
            id={claimId}
            className={styles.select}
            value={claim}
            onChange={(event) => onClaimChange(event.target.value as ClaimFilter)}
          >
            {claimFilters.map((option) => (
              <option key={option} value={option}>
                {t(`list.claims.${option || 'all'}` as 'list.claims.all')}
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
                <th scope="col">{t('list.status')}</th>
              </tr>
            </thead>
            <tbody>
              {visible(list).map((row) => (
                <tr key={row.id}>
                  <td data-label={t('list.id')}>
                    <Link className={styles.rowLink} to={staffPaths.task(kind, row.id)}>
                      #{row.id}
                    </Link>
                  </td>
                  <td data-label={t('list.submitted')}>{when(row.createdAt)}</td>
                  <td data-label={t('list.who')}>
                    <div>
                      <span className={styles.who}>{row.who}</span>
                      {row.contact && <span className={styles.contact}>{row.contact}</span>}
                    </div>
                  </td>
                  <td data-label={t('list.what')} className={styles.summary}>
                    {row.summary}
                  </td>
                  <td data-label={t('list.amount')} className={styles.numeric}>
                    {row.amount ?? '—'}
                  </td>
                  <td data-label={t('list.status')}>
                    <div>
                      {row.claim && <span className={styles.claimTag}>{row.claim}</span>}
                      {row.fourEyes && <span className={styles.fourEyesTag}>{row.fourEyes}</span>}
                      {!row.claim && !row.fourEyes && <span className={styles.muted}>{t('list.free')}</span>}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryContent>
      <Pager t={t} page={page} hasMore={hasMore} onPage={onPage} />
    </div>
  );
}
