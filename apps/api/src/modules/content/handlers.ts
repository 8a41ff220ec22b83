import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import { announcements, articles, policies } from '../../db/schema';
import { DomainError } from '@mall/server-core';
import { assetsFolder } from '../../install-layout';
import { type Language, pickLocalised } from '../../http/localise';
import type { Handlers } from '../../http/routes';
import { mediaUrl } from '../media';

type ArticleRow = typeof articles.$inferSelect;

/** The company document offered for download (spec §7 `/static/wellMart.docx`). */
export const companyDocumentPath = join(assetsFolder, 'wellMart.docx');
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const iso = (value: string) => new Date(value).toISOString();

const toArticle = (row: ArticleRow, lang: Language, request: FastifyRequest) => ({
  id: row.id,
  title: pickLocalised(row, 'title', lang),
  summary: pickLocalised(row, 'summary', lang),
  image: mediaUrl(request, row.image),
  published_at: iso(row.publishedAt),
});

export function contentHandlers(db: Database): Handlers {
  const articlePage = async (
    kind: 'news' | 'blog',
    paging: { page?: number; page_size?: number } | void,
    lang: Language,
    request: FastifyRequest,
  ) => {
    const page = paging?.page ?? 1;
    const pageSize = paging?.page_size ?? 20;
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
    const total = counted?.total ?? 0;
    return {
      list: rows.map((row) => toArticle(row, lang, request)),
      page,
      page_size: pageSize,
      total,
      total_capped: false,
      has_more: page * pageSize < total,
    };
  };
  const article = async (kind: 'news' | 'blog', id: number, lang: Language, request: FastifyRequest) => {
    const [row] = await db
      .select()
      .from(articles)
      .where(and(eq(articles.kind, kind), eq(articles.id, id)));
    if (!row) throw new DomainError('NO_DATA_FOUND');
    return { ...toArticle(row, lang, request), body_html: pickLocalised(row, 'body_html', lang) };
  };
  const policy =
    (slug: string) =>
    async ({ lang }: { lang: Language }) => {
      const [row] = await db.select().from(policies).where(eq(policies.slug, slug));
      if (!row) throw new DomainError('NO_DATA_FOUND');
      return {
        slug,
        title: pickLocalised(row, 'title', lang),
        body_html: pickLocalised(row, 'body_html', lang),
        updated_at: iso(row.updatedAt),
      };
    };
  return {
    getNews: ({ args, lang, request }) => articlePage('news', args, lang, request),
    getNewsArticle: ({ args, lang, request }) => article('news', args.id, lang, request),
    getBlogPosts: ({ args, lang, request }) => articlePage('blog', args, lang, request),
    getBlogPost: ({ args, lang, request }) => article('blog', args.id, lang, request),
    getAnnouncements: async ({ lang }) => ({
      list: (await db.select().from(announcements).orderBy(desc(announcements.publishedAt)).limit(20)).map(
        (row) => ({
          id: row.id,
          title: pickLocalised(row, 'title', lang),
          body: pickLocalised(row, 'body', lang),
          published_at: iso(row.publishedAt),
        }),
      ),
    }),
    getAboutUs: policy('about_us'),
    getPrivacyPolicy: policy('privacy'),
    getReturnPolicy: policy('return'),
    getSupportPolicy: policy('support'),
    getTermsPolicy: policy('terms'),
    getUserAgreement: policy('user'),
    downloadWellMartDocument: async ({ reply }) => {
      const document = await readFile(companyDocumentPath);
      reply
        .type(DOCX_TYPE)
        .header('content-disposition', 'attachment; filename="wellMart.docx"')
        .header('cache-control', 'public, max-age=86400')
        .send(document);
      return null;
    },
  };
}
