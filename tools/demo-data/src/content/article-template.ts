import type { Lang } from '../types';

/** What an article's `{subject}` is: a category name, a brand name, a shop name or nothing. */
export type ArticleSubject = 'category' | 'brand' | 'shop' | 'none';

/** An article in six languages, written around one subject (already translated and, for Spanish, lower-cased). */
export interface ArticleTemplate {
  subject: ArticleSubject;
  title: Record<Lang, (subject: string) => string>;
  summary: Record<Lang, (subject: string) => string>;
  /** Paragraphs of plain text; the subject passed in is HTML-escaped by the caller. */
  body: Record<Lang, (subject: string) => readonly string[]>;
}
