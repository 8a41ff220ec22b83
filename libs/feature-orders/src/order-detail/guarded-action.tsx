import { Button, type ButtonVariant } from '@mall/ui';
import { useId } from 'react';
import { RETURN_WINDOW_DAYS } from '../shared/constants';
import type { OrdersT } from '../shared/i18n';
import type { Availability } from '../shared/order-actions';
import styles from '../shared/orders.module.css';

export interface GuardedActionProps {
  t: OrdersT;
  label: string;
  availability: Availability;
  onClick: () => void;
  variant?: ButtonVariant;
}

/** An action button that, when the action is not possible now, is disabled with the reason beside it. */
export function GuardedAction({
  t,
  label,
  availability,
  onClick,
  variant = 'secondary',
}: GuardedActionProps) {
  const reasonId = useId();
  return (
    <div className={styles.action}>
      <Button
        variant={variant}
        size="sm"
        disabled={!availability.allowed}
        aria-describedby={availability.allowed ? undefined : reasonId}
        onClick={onClick}
      >
        {label}
      </Button>
      {!availability.allowed && (
        <p id={reasonId} className={styles.reason}>
          {t(`actions.why.${availability.reason}`, { days: RETURN_WINDOW_DAYS })}
        </p>
      )}
    </div>
  );
}
