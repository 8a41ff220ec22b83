import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { notices } from '../../db/schema';
import { DomainError } from '@mall/server-core';
import type { Handlers } from '../../http/routes';
import type { NoticeStatus, NoticeType } from '@mall/server-notices';

/** DESIGN §4: notices come fifteen to a page. */
export const NOTICE_PAGE_SIZE = 15;

export function noticeHandlers(db: Database): Handlers {
  const unreadCount = async (userId: number) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(notices)
      .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
    return row?.count ?? 0;
  };

  return {
    getNotices: async ({ args, user }) => {
      const { id: userId } = user;
      const page = args?.page ?? 1;
      const pageSize = args?.page_size ?? NOTICE_PAGE_SIZE;
      const where = args?.unread_only
        ? and(eq(notices.userId, userId), isNull(notices.readAt))
        : eq(notices.userId, userId);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(notices)
          .where(where)
          .orderBy(desc(notices.createdAt), desc(notices.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(notices)
          .where(where),
      ]);
      const total = counted?.total ?? 0;
      return {
        list: rows.map((row) => ({
          id: row.id,
          type: row.type as NoticeType,
          status: row.status as NoticeStatus,
          title: row.title,
          content: row.content,
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
      const { id: userId } = user;
      const now = new Date().toISOString();
      if (args?.id) {
        // Another user's notice answers the same as a missing one.
        const updated = await db
          .update(notices)
          .set({ readAt: sql`coalesce(${notices.readAt}, ${now}::timestamptz)` })
          .where(and(eq(notices.id, args.id), eq(notices.userId, userId)))
          .returning({ id: notices.id });
        if (updated.length === 0) throw new DomainError('NO_DATA_FOUND');
      } else {
        await db
          .update(notices)
          .set({ readAt: now })
          .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
      }
      return { unread_count: await unreadCount(userId) };
    },
    getNoticeUnreadState: async ({ user }) => {
      const count = await unreadCount(user.id);
      return { unread_count: count, has_unread: count > 0 };
    },
  };
}
