import { Button, EmptyState, LoadingIndicator } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import styles from './page-states.module.css';

/** A first load under way: the kit's spinner, named for screen readers. */
export function LoadingState() {
  const { t } = useTranslation('content');
  return <LoadingIndicator className={styles.loading} active label={t('status.loading')} />;
}

/** A failed load, announced, with a way to try again. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div role="alert">
      <EmptyState
        className={styles.state}
        title={t('status.error')}
        message={t('status.errorHint')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('status.retry')}
          </Button>
        }
      />
    </div>
  );
}

/** Nothing published yet. */
export function NothingYet({ title }: { title: string }) {
  const { t } = useTranslation('content');
  return <EmptyState className={styles.state} title={title} message={t('status.emptyHint')} />;
}
