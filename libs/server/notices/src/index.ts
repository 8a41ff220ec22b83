export { createNotice, type NoticeStatus, type NoticeType } from './create-notice';
export { unreadNoticeCount } from './unread-count';
