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

// An event's notices in one statement, in the event's delivery: named, planned once a connection. Each new notice is
// unread and counted by a trigger when this statement ends: a user's unread notices are the count before it and
// those of the user written so far, in the order given.
const createStatement = preparedStatement<{ id: number; title: string; unread: number }, { notices: string }>(
  'create_notices',
  sql`with given as (
        select * from jsonb_to_recordset(${sql.placeholder('notices')}::jsonb)
          as given(position int, user_id int, type smallint, status smallint, title text, content text,
                   message_key text, message_params jsonb)
      ), created as (
        insert into notices (user_id, type, status, title, content, message_key, message_params)
        select user_id, type, status, title, content, message_key, message_params from given order by position
        returning id, user_id, title)
      select created.id, created.title,
             (coalesce(counts.unread, 0) + row_number() over (partition by created.user_id order by created.id))::int
               as unread
        from created left join notice_unread_counts counts on counts.user_id = created.user_id
       order by created.id`,
);

/**
 * Tells users what happened; called by the notices subscriber (`subscriber.ts`) with each event's notices (a shop's
 * new product notifies all its followers at once). Answers each notice, in the order given, with how many unread
 * notices its reader has with it.
 */
export async function createNotices(
  db: Database,
  notices: readonly NewNotice[],
): Promise<{ id: number; title: string; unread: number }[]> {
  if (notices.length === 0) return [];
  const given = notices.map(({ userId, type, status, key, params = {} }, position) => ({
    position,
    user_id: userId,
    type,
    status,
    title: renderMessage(noticeMessages[key].title, 'en', params),
    content: renderMessage(noticeMessages[key].content, 'en', params),
    message_key: key,
    message_params: params,
  }));
  // Serial ids are drawn in the order the rows are inserted: the answer's order by id is the order given.
  return createStatement(db, { notices: JSON.stringify(given) });
}

/** One notice to one user: `createNotices` of one. */
export async function createNotice(
  db: Database,
  notice: NewNotice,
): Promise<{ id: number; title: string; unread: number }> {
  const [created] = await createNotices(db, [notice]);
  return created!;
}
