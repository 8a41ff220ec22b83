import { type Database, type MessageParams, renderMessage } from '@mall/server-core';
import { type NoticeKey, noticeMessages } from './messages';
import { notices } from './tables';

/** What the application a notice reports on was for, and its result. */
export type NoticeType = 100 | 200 | 300 | 400 | 500;
export type NoticeStatus = -1 | 0 | 1;

export interface NewNotice {
  userId: number;
  type: NoticeType;
  status: NoticeStatus;
  key: NoticeKey;
  params?: MessageParams;
}

/** Tells a user about the outcome of one of their applications (called by the features that decide them). */
export async function createNotice(
  db: Database,
  { userId, type, status, key, params = {} }: NewNotice,
): Promise<void> {
  const message = noticeMessages[key];
  await db.insert(notices).values({
    userId,
    type,
    status,
    title: renderMessage(message.title, 'en', params),
    content: renderMessage(message.content, 'en', params),
    messageKey: key,
    messageParams: params,
  });
}
