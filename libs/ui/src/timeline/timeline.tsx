import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import hidden from '../internal/visually-hidden.module.css';
import styles from './timeline.module.css';

/**
 * Where an item stands: `done` happened, `current` is where things are now, `upcoming` has not happened yet,
 * `failed` stopped the process (a cancellation, a refusal).
 */
export type TimelineItemState = 'done' | 'current' | 'upcoming' | 'failed';

export interface TimelineItem {
  id: string;
  title: ReactNode;
  state: TimelineItemState;
  /** When it happened: the machine-readable time and its localised text, shown in a `<time>`. */
  time?: { dateTime: string; label: string };
  /** More about the step: who, why, a tracking number. */
  detail?: ReactNode;
  /** A symbol in the marker instead of the state's own (✓ done, ✕ failed, a dot current, a ring upcoming). */
  icon?: ReactNode;
  /** Whether this is where things stand now (announced as the current step); by default when `current`. */
  current?: boolean;
}

export interface TimelineProps {
  items: readonly TimelineItem[];
  /** Accessible name of the list, e.g. "Order progress" (translated). */
  label: string;
  /**
   * Words for the states, so colour is not their only sign (translated). The current step's is shown as a tag
   * beside its title; the others are read out only.
   */
  stateLabels?: Partial<Record<TimelineItemState, string>>;
  className?: string;
}

const defaultIcon: Record<TimelineItemState, string> = {
  done: '✓',
  current: '●',
  upcoming: '',
  failed: '✕',
};

/** A vertical history of steps, oldest first: an ordered list with the current step marked. */
export function Timeline({ items, label, stateLabels = {}, className }: TimelineProps) {
  return (
    <ol className={cx(styles.timeline, className)} aria-label={label}>
      {items.map((item) => {
        const current = item.current ?? item.state === 'current';
        const stateLabel = stateLabels[item.state];
        return (
          <li
            key={item.id}
            className={cx(styles.item, styles[item.state], current && styles.now)}
            aria-current={current ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {item.icon ?? defaultIcon[item.state]}
            </span>
            <div className={styles.body}>
              <p className={styles.title}>
                <span className={styles.titleText}>{item.title}</span>
                {stateLabel &&
                  (item.state === 'current' ? (
                    <span className={styles.tag}>{stateLabel}</span>
                  ) : (
                    <span className={hidden.visuallyHidden}> {stateLabel}</span>
                  ))}
              </p>
              {item.time && (
                <time className={styles.time} dateTime={item.time.dateTime}>
                  {item.time.label}
                </time>
              )}
              {item.detail && <div className={styles.detail}>{item.detail}</div>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
