import { formatDuration, useCountdown } from '../shared/countdown';
import type { OrdersT } from '../shared/i18n';
import styles from '../shared/orders.module.css';

export interface UnpaidCountdownProps {
  t: OrdersT;
  /** When the unpaid order cancels itself (ISO timestamp). */
  deadline: string;
  /** The time ran out: the container refetches the order the server has cancelled. */
  onElapsed: () => void;
}

/**
 * The time left to pay, ticking every second. It is a timer (not announced on every tick); the end is
 * announced once, politely.
 */
export function UnpaidCountdown({ t, deadline, onElapsed }: UnpaidCountdownProps) {
  const left = useCountdown(deadline, onElapsed);
  if (left === 0) {
    return (
      <p className={styles.warning} role="status">
        {t('detail.countdownOver')}
      </p>
    );
  }
  return (
    <div className={styles.warning}>
      <p role="timer" aria-atomic="true" className={styles.timer}>
        {t('detail.countdown', { time: formatDuration(left) })}
      </p>
      <p>{t('detail.countdownHint')}</p>
    </div>
  );
}
