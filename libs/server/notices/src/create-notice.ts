import { type Database, type MessageParams, renderMessage } from '@mall/server-core';
import { type NoticeKey, noticeMessages } from './messages';
import { notices } from './tables';

/**
 * What a notice reports on: the spec's applications (100 merchant account, 200 product, 300 storage,
 * 400 withdrawal, 500 top-up) and Mall's additions, 600 an order, 700 a return and 800 a followed shop's new
 * product.
 */
export type NoticeType = 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800;
export type NoticeStatus = -1 | 0 | 1;

export interface NewNotice {
  userId: number;
  type: NoticeType;
  status: NoticeStatus;
  key: NoticeKey;
  params?: MessageParams;
}

/** Tells a user what happened; called by the notices subscriber (`subscriber.ts`) for the events that make notices. */
export async function createNotice(
  db: Database,
  { userId, type, status, key, params = {} }: NewNotice,
): Promise<{ id: number; title: string }> {
  const message = noticeMessages[key];
  const [created] = await db
    .insert(notices)
    .values({
      userId,
      type,
      status,
      title: renderMessage(message.title, 'en', params),
      content: renderMessage(message.content, 'en', params),
      messageKey: key,
      messageParams: params,
    })
    .returning({ id: notices.id, title: notices.title });
  return created!;
}
