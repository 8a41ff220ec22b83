import type { ReviewStep } from '@mall/sdk';
import styles from '../shared/staff.module.css';
import type { StaffTranslator } from '../shared/translator';
import { formatUsd } from '../shared/usd';
import { useWhen } from '../shared/use-when';
import { EvidenceSection } from './evidence-parts';

/** Who did what to the task and when: its audit, oldest first. */
export function TaskHistory({
  steps,
  t,
  locale,
}: {
  steps: ReviewStep[];
  t: StaffTranslator;
  locale: string;
}) {
  const when = useWhen();
  if (steps.length === 0) return null;
  return (
    <EvidenceSection title={t('task.history')}>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.id}>
            <span className={styles.stepWhen}>{when(step.at)}</span>
            <span>
              {t('task.step', {
                who: step.actor.name ?? t(`audit.actor.${step.actor.kind}`),
                to: t(`states.${step.to}` as 'states.pending', { defaultValue: step.to }),
              })}
              {step.amount_minor !== null && ` · ${formatUsd(step.amount_minor, locale)}`}
            </span>
            {step.remark !== '' && <q className={styles.remark}>{step.remark}</q>}
          </li>
        ))}
      </ol>
    </EvidenceSection>
  );
}
