import type { OrdersT } from '../shared/i18n';
import type { Availability, BlockedReason } from '../shared/order-actions';
import styles from '../shared/orders.module.css';
import { GuardedAction } from './guarded-action';

/**
 * Reasons that belong to the order, not the item (not delivered, not completed, not paid): the action is not
 * offered at all then. A reason of the item itself (already reviewed, return requested, window closed) is
 * shown beside its disabled button.
 */
const orderReasons = new Set<BlockedReason>([
  'orderCancelled',
  'commentAfterCompletion',
  'returnAfterDelivery',
  'returnUnpaid',
]);

const offered = (availability: Availability) =>
  availability.allowed || !orderReasons.has(availability.reason);

export interface ItemActionsProps {
  t: OrdersT;
  /** The group's name, e.g. "Actions for Teapot 1". */
  label: string;
  comment: Availability;
  giveBack: Availability;
  onComment: () => void;
  onReturn: () => void;
}

/** A delivered item's review and return, each when the order allows it. */
export function ItemActions({ t, label, comment, giveBack, onComment, onReturn }: ItemActionsProps) {
  if (!offered(comment) && !offered(giveBack)) return null;
  return (
    <div className={styles.actions} role="group" aria-label={label}>
      {offered(comment) && (
        <GuardedAction t={t} label={t('actions.comment.button')} availability={comment} onClick={onComment} />
      )}
      {offered(giveBack) && (
        <GuardedAction t={t} label={t('actions.return.button')} availability={giveBack} onClick={onReturn} />
      )}
    </div>
  );
}
