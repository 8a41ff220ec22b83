import { Button, LoadingIndicator } from '@mall/ui';
import styles from './status.module.css';

/** A first load under way: the kit's spinner, named for screen readers. */
export function LoadingState({ label }: { label: string }) {
  return <LoadingIndicator className={styles.loading} active label={label} />;
}

export interface ErrorStateProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A failed load, announced, with a way to try again. */
export function ErrorState({ message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
