import { type Language, renderMessage } from '@mall/server-core';
import { type NoticeKey, noticeMessages } from './messages';
import type { NoticeRow } from './reading';

const isNoticeKey = (key: string | null): key is NoticeKey =>
  key !== null && Object.hasOwn(noticeMessages, key);

/** A notice's title and content in the reader's language; one sent before message keys keeps its English text. */
export function renderNotice(row: NoticeRow, lang: Language): { title: string; content: string } {
  if (!isNoticeKey(row.messageKey)) return { title: row.title, content: row.content };
  const message = noticeMessages[row.messageKey];
  const params = row.messageParams ?? {};
  return {
    title: renderMessage(message.title, lang, params),
    content: renderMessage(message.content, lang, params),
  };
}
