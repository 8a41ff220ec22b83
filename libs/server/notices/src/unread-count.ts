import { eq, sql } from 'drizzle-orm';
import { type Database, preparedQuery } from '@mall/server-core';
import { noticeUnreadCounts } from './tables';

// Read on every sign-in and badge refresh: named, planned once a connection.
const unreadStatement = preparedQuery<{ count: number }[], { userId: number }>('unread_notice_count', (db) =>
  db
    .select({ count: noticeUnreadCounts.unread })
    .from(noticeUnreadCounts)
    .where(eq(noticeUnreadCounts.userId, sql.placeholder('userId'))),
);

export async function unreadNoticeCount(db: Database, userId: number): Promise<number> {
  const [row] = await unreadStatement(db, { userId });
  return row?.count ?? 0;
}
