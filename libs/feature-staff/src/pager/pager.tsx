import styles from '../shared/staff.module.css';
import type { StaffTranslator } from '../shared/translator';

export interface PagerProps {
  t: StaffTranslator;
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}

/** Previous and next page of a list, with the page it is on; nothing when the list fits one page. */
export function Pager({ t, page, hasMore, onPage }: PagerProps) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav className={styles.pager} aria-label={t('common:pagination.label')}>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('common:pagination.previous')}
      </button>
      <span>{t('common:pagination.page', { page })}</span>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={!hasMore}
        onClick={() => onPage(page + 1)}
      >
        {t('common:pagination.next')}
      </button>
    </nav>
  );
}
