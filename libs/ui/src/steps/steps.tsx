import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import hidden from '../internal/visually-hidden.module.css';
import styles from './steps.module.css';

export interface StepItem {
  id: string;
  label: ReactNode;
  description?: ReactNode;
}

export interface StepsProps {
  steps: readonly StepItem[];
  /** Index of the current step, 0-based. */
  current: number;
  /** Accessible name of the list, e.g. "Checkout progress" (translated). */
  label: string;
  /** Hidden text after completed steps, e.g. "(completed)" (translated). */
  completedLabel?: string;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

export function Steps({
  steps,
  current,
  label,
  completedLabel,
  orientation = 'horizontal',
  className,
}: StepsProps) {
  return (
    <ol className={cx(styles.steps, styles[orientation], className)} aria-label={label}>
      {steps.map((step, index) => {
        const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            className={cx(styles.step, styles[state])}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'complete' ? '✓' : index + 1}
            </span>
            <span className={styles.text}>
              <span className={styles.label}>
                {step.label}
                {state === 'complete' && completedLabel && (
                  <span className={hidden.visuallyHidden}> {completedLabel}</span>
                )}
              </span>
              {step.description && <span className={styles.description}>{step.description}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
