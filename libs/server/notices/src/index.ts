export { createNotice, type NoticeStatus, type NoticeType } from './create-notice';
export { markNoticesRead, noticePage, type NoticeRow } from './reading';
export { unreadNoticeCount } from './unread-count';
