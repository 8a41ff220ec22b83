import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Database, DomainError } from '@mall/server-core';
import { notices } from './tables';

export type NoticeRow = typeof notices.$inferSelect;

/** One page of a user's notices, newest first, with the number of all of them (or of the unread ones). */
export async function noticePage(
  db: Database,
  userId: number,
  { page, pageSize, unreadOnly }: { page: number; pageSize: number; unreadOnly: boolean },
): Promise<{ rows: NoticeRow[]; total: number }> {
  const where = unreadOnly
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
  return { rows, total: counted?.total ?? 0 };
}

/** Marks one of the user's notices read, or all of them without `noticeId`. */
export async function markNoticesRead(db: Database, userId: number, noticeId?: number): Promise<void> {
  const now = new Date().toISOString();
  if (noticeId) {
    // Another user's notice answers the same as a missing one.
    const updated = await db
      .update(notices)
      .set({ readAt: sql`coalesce(${notices.readAt}, ${now}::timestamptz)` })
      .where(and(eq(notices.id, noticeId), eq(notices.userId, userId)))
      .returning({ id: notices.id });
    if (updated.length === 0) throw new DomainError('NO_DATA_FOUND');
  } else {
    await db
      .update(notices)
      .set({ readAt: now })
      .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  }
}
