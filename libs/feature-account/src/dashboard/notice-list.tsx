import { useFormatDate } from '@mall/i18n';
import type { GetNoticesData, Notice, NoticeStatus, NoticeType } from '@mall/sdk';
import { EmptyState, Pagination, QueryContent, type QueryState } from '@mall/ui';
import { useId, useState } from 'react';
import type { AccountTranslator } from '../shared/translator';
import styles from './dashboard.module.css';

/** docs/requirements.md R3.8 notice types, and Mall's order, return and followed-shop notices, → label keys. */
const typeKeys = {
  100: 'merchantAccount',
  200: 'product',
  300: 'storage',
  400: 'withdrawal',
  500: 'accountRecharge',
  600: 'order',
  700: 'return',
  800: 'followedShop',
} as const satisfies Record<NoticeType, string>;

/** docs/requirements.md R3.8 result codes → label keys (one status list). */
const statusKeys = {
  [-1]: 'failed',
  0: 'inReview',
  1: 'succeeded',
} as const satisfies Record<NoticeStatus, string>;

export interface NoticeListProps {
  t: AccountTranslator;
  notices: QueryState<GetNoticesData>;
  page: number;
  onPageChange: (page: number) => void;
  /** A notice was opened: the container marks it read. */
  onOpen: (notice: Notice) => void;
}

/** When a notice came: date and time. */
const NOTICE_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function NoticeItem({
  t,
  notice,
  onOpen,
}: {
  t: AccountTranslator;
  notice: Notice;
  onOpen: (notice: Notice) => void;
}) {
  const formatDate = useFormatDate(NOTICE_DATE);
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const statusKey = statusKeys[notice.status];
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
        <time dateTime={notice.created_at}>{formatDate(notice.created_at)}</time>
      </p>
      <p id={contentId} className={styles.noticeContent} hidden={!open}>
        {notice.content}
      </p>
    </article>
  );
}

/** The user's notices, newest first, a page at a time; unread ones are marked and open to mark them read. */
export function NoticeList({ t, notices, page, onPageChange, onOpen }: NoticeListProps) {
  const labels = {
    loading: t('dashboard.notices.loading'),
    error: t('dashboard.notices.failed'),
    retry: t('common:state.retry'),
  };
  return (
    <QueryContent
      state={notices}
      labels={labels}
      isEmpty={(data) => data.list.length === 0 && page === 1}
      empty={<EmptyState title={t('dashboard.notices.empty')} headingLevel={3} />}
    >
      {({ list, total, page_size: pageSize }) => (
        <>
          <ul className={styles.noticeList}>
            {list.map((notice) => (
              <li key={notice.id}>
                <NoticeItem t={t} notice={notice} onOpen={onOpen} />
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
                previous: t('common:pagination.previous'),
                next: t('common:pagination.next'),
                page: (number) => t('common:pagination.page', { page: number }),
                total: (count) => t('dashboard.notices.total', { total: count }),
              }}
            />
          )}
        </>
      )}
    </QueryContent>
  );
}
