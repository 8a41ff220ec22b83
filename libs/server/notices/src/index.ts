export {
  createNotice,
  createNotices,
  type NewNotice,
  type NoticeStatus,
  type NoticeType,
} from './create-notice';
export { type NoticeKey, type NoticeMessage, noticeMessages } from './messages';
export { markNoticesRead, noticePage, type NoticeRow } from './reading';
export { renderNotice } from './render-notice';
export { unreadNoticeCount } from './unread-count';
export { noticesSubscriber } from './subscriber';
