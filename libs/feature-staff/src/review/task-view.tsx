import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '../shared/staff.module.css';
import type { StaffTranslator } from '../shared/translator';

export interface TaskViewProps {
  t: StaffTranslator;
  title: string;
  /** The task's state, translated, e.g. "Waiting". */
  stateLabel: string;
  /** Back to the queue's list. */
  backTo: string;
  backLabel: string;
  /** Where `n`/`j` and `k` lead, when there is another task. */
  nextTo?: string;
  previousTo?: string;
  /** What the last decision did, e.g. "Credited $95.00." */
  outcome?: string;
  /** Who holds the task, a first approval waiting for a second… */
  notices?: readonly string[];
  evidence: ReactNode;
  /** The decision panel while the task waits; nothing once decided. */
  decision?: ReactNode;
}

/** One task: its evidence beside the decision, with the way back and on to the next. */
export function TaskView({
  t,
  title,
  stateLabel,
  backTo,
  backLabel,
  nextTo,
  previousTo,
  outcome,
  notices = [],
  evidence,
  decision,
}: TaskViewProps) {
  return (
    <article className={styles.page}>
      <header className={styles.taskHeader}>
        <Link to={backTo} className={styles.back}>
          {backLabel}
        </Link>
        <h1 className={styles.title}>{title}</h1>
        <span className={styles.stateBadge}>{stateLabel}</span>
        <span className={styles.taskNav}>
          {previousTo && (
            <Link to={previousTo} className={styles.navLink} aria-keyshortcuts="k">
              {t('task.previous')}
            </Link>
          )}
          {nextTo && (
            <Link to={nextTo} className={styles.navLink} aria-keyshortcuts="n j">
              {t('task.next')}
            </Link>
          )}
        </span>
      </header>
      {notices.map((notice) => (
        <p key={notice} className={styles.notice}>
          {notice}
        </p>
      ))}
      {outcome && (
        <div role="status" className={styles.outcome}>
          <p>{outcome}</p>
          {nextTo ? (
            <Link to={nextTo} className={styles.navLink}>
              {t('task.openNext')}
            </Link>
          ) : (
            <Link to={backTo} className={styles.navLink}>
              {t('task.queueDone')}
            </Link>
          )}
        </div>
      )}
      <div className={styles.taskBody}>
        <div className={styles.taskEvidence}>{evidence}</div>
        {decision && <aside className={styles.taskDecision}>{decision}</aside>}
      </div>
    </article>
  );
}

/** The task is not in the queue any more (decided by someone else) or never was. */
export function TaskGone({
  t,
  backTo,
  backLabel,
}: {
  t: StaffTranslator;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('task.goneTitle')}</h1>
      <p className={styles.muted}>{t('task.goneMessage')}</p>
      <Link to={backTo} className={styles.navLink}>
        {backLabel}
      </Link>
    </div>
  );
}
