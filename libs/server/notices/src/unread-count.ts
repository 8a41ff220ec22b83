import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { notices } from './tables';

export async function unreadNoticeCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return row?.count ?? 0;
}
