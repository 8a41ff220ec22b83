import { queryStateLabels } from '@mall/i18n';
import type { ReviewStep, StaffTaskKind } from '@mall/sdk';
import { EmptyState, QueryContent, type QueryState } from '@mall/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { Pager } from '../pager/pager';
import styles from '../shared/staff.module.css';
import { queueKinds, queueOf, staffPaths, taskKindOf } from '../shared/staff-paths';
import type { StaffTranslator } from '../shared/translator';

export interface AuditViewProps {
  t: StaffTranslator;
  steps: QueryState<ReviewStep[]>;
  /** The queue shown, `''` for every queue. */
  kind: StaffTaskKind | '';
  onKindChange: (kind: StaffTaskKind | '') => void;
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  when: (iso: string) => string;
  money: (minor: number) => string;
}

/** The audit (view): every decision, newest first — who, when, which task, from → to, the message and amount. */
export function AuditView({
  t,
  steps,
  kind,
  onKindChange,
  page,
  hasMore,
  onPage,
  when,
  money,
}: AuditViewProps) {
  const kindId = useId();
  const stateName = (state: string) => t(`states.${state}` as 'states.pending', { defaultValue: state });
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{t('audit.title')}</h1>
      </header>
      <p className={styles.muted}>{t('audit.intro')}</p>
      <div className={styles.filters}>
        <span className={styles.filter}>
          <label htmlFor={kindId}>{t('audit.kind')}</label>
          <select
            id={kindId}
            className={styles.select}
            value={kind}
            onChange={(event) => onKindChange(event.target.value as StaffTaskKind | '')}
          >
            <option value="">{t('audit.allKinds')}</option>
            {queueKinds.map((queue) => (
              <option key={queue} value={taskKindOf[queue]}>
                {t(`queues.${queue}.nav` as 'queues.recharges.nav')}
              </option>
            ))}
          </select>
        </span>
      </div>
      <QueryContent
        state={steps}
        labels={queryStateLabels(t)}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('audit.empty')} />}
      >
        {(list) => (
          <table className={styles.table}>
            <caption className={styles.caption}>{t('audit.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.task')}</th>
                <th scope="col">{t('audit.change')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('audit.amount')}
                </th>
                <th scope="col">{t('audit.message')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((step) => {
                const queue = queueOf(step.kind);
                return (
                  <tr key={step.id}>
                    <td data-label={t('audit.when')}>{when(step.at)}</td>
                    <td data-label={t('audit.who')}>
                      <div>
                        <span className={styles.who}>
                          {step.actor.name ?? t(`audit.actor.${step.actor.kind}`)}
                        </span>
                        <span className={styles.contact}>{t(`audit.actor.${step.actor.kind}`)}</span>
                      </div>
                    </td>
                    <td data-label={t('audit.task')}>
                      <Link className={styles.rowLink} to={staffPaths.task(queue, step.task_id)}>
                        {`${t(`queues.${queue}.nav` as 'queues.recharges.nav')} #${step.task_id}`}
                      </Link>
                    </td>
                    <td data-label={t('audit.change')}>
                      {step.from ? `${stateName(step.from)} → ${stateName(step.to)}` : stateName(step.to)}
                    </td>
                    <td data-label={t('audit.amount')} className={styles.numeric}>
                      {step.amount_minor === null ? '—' : money(step.amount_minor)}
                    </td>
                    <td data-label={t('audit.message')} className={styles.summary}>
                      {step.remark}
                      {step.transaction_id && <span className={styles.contact}>{step.transaction_id}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </QueryContent>
      <Pager t={t} page={page} hasMore={hasMore} onPage={onPage} />
    </div>
  );
}
