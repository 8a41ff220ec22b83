// Test and story support: content as the API sends it.
import type { Article, ArticleDetail, LocalisedText, PolicyPage } from '@mall/sdk';
import { operationFixtures } from '@mall/sdk/testing';

export const text = (value: string, lang: LocalisedText['lang'] = 'en'): LocalisedText => ({
  text: value,
  lang,
});

/** An article like the API's, numbered: "News 3", published a day apart, newest first. */
export function article(id: number, overrides: Partial<Article> = {}): Article {
  return {
    ...operationFixtures.getNews.list[0]!,
    id,
    title: text(`Article ${id}`),
    summary: text(`Summary of article ${id}`),
    image: `https://media.shop.test/media/articles/${id}.jpg`,
    published_at: new Date(Date.UTC(2026, 0, 31 - id, 9, 30)).toISOString(),
    ...overrides,
  };
}

export function articleDetail(
  id: number,
  bodyHtml: string,
  overrides: Partial<ArticleDetail> = {},
): ArticleDetail {
  return { ...article(id), body_html: text(bodyHtml), ...overrides };
}

export function policyPage(slug: string, overrides: Partial<PolicyPage> = {}): PolicyPage {
  return {
    ...operationFixtures.getTermsPolicy,
    slug,
    title: text(`Policy ${slug}`),
    body_html: text(`<p>The ${slug} text.</p>`),
    updated_at: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}
