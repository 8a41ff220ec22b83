import type { Database } from '@mall/server-core';
import { notices } from './tables';

/** What the application a notice reports on was for, and its result. */
export type NoticeType = 100 | 200 | 300 | 400 | 500;
export type NoticeStatus = -1 | 0 | 1;

/** Tells a user about the outcome of one of their applications (called by the features that decide them). */
export async function createNotice(
  db: Database,
  notice: { userId: number; type: NoticeType; status: NoticeStatus; title: string; content: string },
): Promise<void> {
  await db.insert(notices).values(notice);
}
