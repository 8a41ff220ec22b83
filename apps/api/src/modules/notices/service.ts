import type { Database } from '../../db/connection';
import { notices } from '../../db/schema';

/** docs/requirements.md R3.8: what the application a notice reports on was for, and its result. */
export type NoticeType = 100 | 200 | 300 | 400 | 500;
export type NoticeStatus = -1 | 0 | 1;

/** Tells a user about the outcome of one of their applications (called by the features that decide them). */
export async function createNotice(
  db: Database,
  notice: { userId: number; type: NoticeType; status: NoticeStatus; title: string; content: string },
): Promise<void> {
  await db.insert(notices).values(notice);
}
