import { sql } from 'drizzle-orm';
import { type Database, type MessageParams, preparedStatement, renderMessage } from '@mall/server-core';
import { type NoticeKey, noticeMessages } from './messages';

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

// One for each notice sent, in the event's delivery: named, planned once a connection. The new notice is unread
// and counted by a trigger when this statement ends: the user's unread notices are the count before it and it.
const createStatement = preparedStatement<
  { id: number; title: string; unread: number },
  {
    userId: number;
    type: NoticeType;
    status: NoticeStatus;
    title: string;
    content: string;
    key: NoticeKey;
    params: string;
  }
>(
  'create_notice',
  sql`with created as (
        insert into notices (user_id, type, status, title, content, message_key, message_params)
        values (${sql.placeholder('userId')}, ${sql.placeholder('type')}, ${sql.placeholder('status')},
                ${sql.placeholder('title')}, ${sql.placeholder('content')}, ${sql.placeholder('key')},
                ${sql.placeholder('params')}::jsonb)
        returning id, title)
      select id, title,
             coalesce((select unread from notice_unread_counts where user_id = ${sql.placeholder('userId')}), 0) + 1
               as unread
        from created`,
);

/**
 * Tells a user what happened; called by the notices subscriber (`subscriber.ts`) for the events that make notices.
 * Answers the notice and how many unread notices the user has with it.
 */
export async function createNotice(
  db: Database,
  { userId, type, status, key, params = {} }: NewNotice,
): Promise<{ id: number; title: string; unread: number }> {
  const message = noticeMessages[key];
  const [created] = await createStatement(db, {
    userId,
    type,
    status,
    title: renderMessage(message.title, 'en', params),
    content: renderMessage(message.content, 'en', params),
    key,
    params: JSON.stringify(params),
  });
  return created!;
}
