import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import {
  type ArticleKind,
  articlePage,
  type ArticleRow,
  findArticle,
  findPolicy,
  latestAnnouncements,
} from '@mall/server-content';
import { assetsFolder } from '../../install-layout';
import { type Language, pickLocalised } from '@mall/server-core';
import type { Handlers } from '../../http/routes';
import { mediaUrl } from '../media';

/** The company document offered for download (`/static/wellMart.docx`, docs/requirements.md R7). */
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
  const page = async (
    kind: ArticleKind,
    paging: { page?: number; page_size?: number } | void,
    lang: Language,
    request: FastifyRequest,
  ) => {
    const current = paging?.page ?? 1;
    const pageSize = paging?.page_size ?? 20;
    const { rows, total } = await articlePage(db, kind, { page: current, pageSize });
    return {
      list: rows.map((row) => toArticle(row, lang, request)),
      page: current,
      page_size: pageSize,
      total,
      total_capped: false,
      has_more: current * pageSize < total,
    };
  };
  const article = async (kind: ArticleKind, id: number, lang: Language, request: FastifyRequest) => {
    const row = await findArticle(db, kind, id);
    return { ...toArticle(row, lang, request), body_html: pickLocalised(row, 'body_html', lang) };
  };
  const policy =
    (slug: string) =>
    async ({ lang }: { lang: Language }) => {
      const row = await findPolicy(db, slug);
      return {
        slug,
        title: pickLocalised(row, 'title', lang),
        body_html: pickLocalised(row, 'body_html', lang),
        updated_at: iso(row.updatedAt),
      };
    };
  return {
    getNews: ({ args, lang, request }) => page('news', args, lang, request),
    getNewsArticle: ({ args, lang, request }) => article('news', args.id, lang, request),
    getBlogPosts: ({ args, lang, request }) => page('blog', args, lang, request),
    getBlogPost: ({ args, lang, request }) => article('blog', args.id, lang, request),
    getAnnouncements: async ({ lang }) => ({
      list: (await latestAnnouncements(db)).map((row) => ({
        id: row.id,
        title: pickLocalised(row, 'title', lang),
        body: pickLocalised(row, 'body', lang),
        published_at: iso(row.publishedAt),
      })),
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
