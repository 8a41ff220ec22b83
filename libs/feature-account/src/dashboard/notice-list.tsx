import type { GetNoticesData, Notice, NoticeStatus, NoticeType } from '@mall/sdk';
import { EmptyState, Pagination } from '@mall/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Remote } from '../shared/remote';
import styles from './dashboard.module.css';

/** docs/requirements.md R3.8 notice types → label keys. */
const typeKeys = {
  100: 'merchantAccount',
  200: 'product',
  300: 'storage',
  400: 'withdrawal',
  500: 'accountRecharge',
} as const satisfies Record<NoticeType, string>;

/** docs/requirements.md R3.8 result codes → label keys (one status list). */
const statusKeys = {
  [-1]: 'failed',
  0: 'inReview',
  1: 'succeeded',
} as const satisfies Record<NoticeStatus, string>;

export interface NoticeListProps {
  notices: Remote<GetNoticesData>;
  page: number;
  onPageChange: (page: number) => void;
  /** A notice was opened: the container marks it read. */
  onOpen: (notice: Notice) => void;
  /** BCP 47 locale for dates. */
  locale: string;
}

function NoticeItem({
  notice,
  onOpen,
  locale,
}: {
  notice: Notice;
  onOpen: (notice: Notice) => void;
  locale: string;
}) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const statusKey = statusKeys[notice.status];
  const created = new Date(notice.created_at);
  return (
    <article className={notice.read ? styles.notice : `${styles.notice} ${styles.unread}`}>
      <h3 className={styles.noticeTitle}>
        <button
          type="button"
          className={styles.noticeToggle}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => {
            setOpen(!open);
            onOpen(notice);
          }}
        >
          {notice.title}
        </button>
      </h3>
      <p className={styles.noticeMeta}>
        {!notice.read && <span className={styles.unreadMark}>{t('dashboard.notices.unread')}</span>}
        <span>{t(`dashboard.notices.types.${typeKeys[notice.type]}`)}</span>
        <span className={styles[statusKey]}>{t(`dashboard.notices.statuses.${statusKey}`)}</span>
        <time dateTime={notice.created_at}>
          {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(created)}
        </time>
      </p>
      <p id={contentId} className={styles.noticeContent} hidden={!open}>
        {notice.content}
      </p>
    </article>
  );
}

/** The user's notices, newest first, a page at a time; unread ones are marked and open to mark them read. */
export function NoticeList({ notices, page, onPageChange, onOpen, locale }: NoticeListProps) {
  const { t } = useTranslation('account');
  if (notices.status === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {t('dashboard.notices.loading')}
      </p>
    );
  }
  if (notices.status === 'error') {
    return (
      <div role="alert" className={styles.problem}>
        <p>{t('dashboard.notices.failed')}</p>
        <button type="button" className={styles.retry} onClick={notices.retry}>
          {t('dashboard.retry')}
        </button>
      </div>
    );
  }
  const { list, total, page_size: pageSize } = notices.data;
  if (list.length === 0 && page === 1) {
    return <EmptyState title={t('dashboard.notices.empty')} headingLevel={3} />;
  }
  return (
    <>
      <ul className={styles.noticeList} aria-busy={notices.refreshing || undefined}>
        {list.map((notice) => (
          <li key={notice.id}>
            <NoticeItem notice={notice} onOpen={onOpen} locale={locale} />
          </li>
        ))}
      </ul>
      {total > pageSize && (
        <Pagination
          page={page}
          total={total}
          pageSize={pageSize}
          onPageChange={onPageChange}
          labels={{
            nav: t('dashboard.notices.pages'),
            previous: t('dashboard.notices.previous'),
            next: t('dashboard.notices.next'),
            page: (number) => t('dashboard.notices.page', { page: number }),
            total: (count) => t('dashboard.notices.total', { total: count }),
          }}
        />
      )}
    </>
  );
}
