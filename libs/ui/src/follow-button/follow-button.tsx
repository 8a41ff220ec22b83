import { Button } from '../button/button';
import { cx } from '../internal/class-names';
import styles from './follow-button.module.css';

export interface FollowButtonLabels {
  /** The button when not following: "Follow". */
  follow: string;
  /** The button when following: "Following" (pressing it stops following). */
  following: string;
  /** The follower count as text: "1,204 followers". */
  followers: string;
  /** The bell when its notices are off: "Notify me of new products from …". */
  notifyOn: string;
  /** The bell when its notices are on: "Stop notices of new products from …". */
  notifyOff: string;
}

export interface FollowButtonProps {
  labels: FollowButtonLabels;
  followed: boolean;
  /** Whether the follower gets a notice when the shop publishes a product (only shown while following). */
  notify?: boolean;
  /** Hides the follower count (where it is shown elsewhere). */
  hideCount?: boolean;
  /** A follow or unfollow is on its way. */
  busy?: boolean;
  /** A notice change is on its way. */
  notifyBusy?: boolean;
  onToggle: () => void;
  /** Without it, no bell is shown. */
  onNotifyChange?: (notify: boolean) => void;
  className?: string;
}

/** Follow / Following as a toggle button, the follower count, and (while following) a bell for notices. */
export function FollowButton({
  labels,
  followed,
  notify = false,
  hideCount = false,
  busy = false,
  notifyBusy = false,
  onToggle,
  onNotifyChange,
  className,
}: FollowButtonProps) {
  return (
    <div className={cx(styles.follow, className)}>
      {/* The kit's full-height button: as tall as the bell beside it and the shop's other actions. */}
      <Button
        variant={followed ? 'secondary' : 'primary'}
        aria-pressed={followed}
        loading={busy}
        onClick={onToggle}
      >
        {followed ? labels.following : labels.follow}
      </Button>
      {followed && onNotifyChange && (
        <button
          type="button"
          className={cx(styles.bell, notify && styles.bellOn)}
          aria-pressed={notify}
          aria-label={notify ? labels.notifyOff : labels.notifyOn}
          title={notify ? labels.notifyOff : labels.notifyOn}
          aria-busy={notifyBusy || undefined}
          onClick={() => {
            if (!notifyBusy) onNotifyChange(!notify);
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
              fill={notify ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
        </button>
      )}
      {!hideCount && (
        <span className={styles.count} aria-live="polite">
          {labels.followers}
        </span>
      )}
    </div>
  );
}
