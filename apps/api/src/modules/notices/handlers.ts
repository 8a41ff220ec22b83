import {
  markNoticesRead,
  noticePage,
  type NoticeStatus,
  type NoticeType,
  renderNotice,
  unreadNoticeCount,
} from '@mall/server-notices';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';

/** Notices come fifteen to a page. */
export const NOTICE_PAGE_SIZE = 15;

export function noticeHandlers(db: Database): Handlers {
  return {
    getNotices: async ({ args, user, lang }) => {
      const page = args?.page ?? 1;
      const pageSize = args?.page_size ?? NOTICE_PAGE_SIZE;
      const { rows, total } = await noticePage(db, user.id, {
        page,
        pageSize,
        unreadOnly: Boolean(args?.unread_only),
      });
      return {
        list: rows.map((row) => ({
          id: row.id,
          type: row.type as NoticeType,
          status: row.status as NoticeStatus,
          ...renderNotice(row, lang),
          read: row.readAt !== null,
          created_at: new Date(row.createdAt).toISOString(),
        })),
        page,
        page_size: pageSize,
        total,
        total_capped: false,
        has_more: page * pageSize < total,
      };
    },
    markNoticesRead: async ({ args, user }) => {
      await markNoticesRead(db, user.id, args?.id);
      return { unread_count: await unreadNoticeCount(db, user.id) };
    },
    getNoticeUnreadState: async ({ user }) => {
      const count = await unreadNoticeCount(db, user.id);
      return { unread_count: count, has_unread: count > 0 };
    },
  };
}
