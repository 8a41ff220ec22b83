import { and, desc, eq, sql } from 'drizzle-orm';
import { type Database, DomainError } from '@mall/server-core';
import { announcements, articles, policies } from './tables';

export type ArticleKind = 'news' | 'blog';
export type ArticleRow = typeof articles.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;

/** One page of news or blog posts, newest first, with the number of all of that kind. */
export async function articlePage(
  db: Database,
  kind: ArticleKind,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(eq(articles.kind, kind))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(articles)
      .where(eq(articles.kind, kind)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findArticle(db: Database, kind: ArticleKind, id: number): Promise<ArticleRow> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, kind), eq(articles.id, id)));
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}

const ANNOUNCEMENTS_SHOWN = 20;

export const latestAnnouncements = (db: Database): Promise<AnnouncementRow[]> =>
  db.select().from(announcements).orderBy(desc(announcements.publishedAt)).limit(ANNOUNCEMENTS_SHOWN);

export async function findPolicy(db: Database, slug: string): Promise<PolicyRow> {
  const [row] = await db.select().from(policies).where(eq(policies.slug, slug));
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}
