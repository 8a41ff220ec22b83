import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Database, preparedQuery } from '@mall/server-core';
import { notices } from './tables';

// Counted after every notice sent, inside each event's delivery: named, planned once a connection.
const unreadStatement = preparedQuery<{ count: number }[], { userId: number }>('unread_notice_count', (db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(notices)
    .where(and(eq(notices.userId, sql.placeholder('userId')), isNull(notices.readAt))),
);

export async function unreadNoticeCount(db: Database, userId: number): Promise<number> {
  const [row] = await unreadStatement(db, { userId });
  return row?.count ?? 0;
}
