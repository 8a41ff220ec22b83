import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { DatabaseHandle } from '@mall/server-database';
import { openTestDatabase } from '@mall/server-database/testing';
import { articlePage, findArticle, findPolicy, latestAnnouncements } from '../src';
import { announcements, articles, policies } from '../src/tables';

const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();

describe('content', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('pages news and blog posts apart, newest first, with the number of each kind', async () => {
    const { db } = database;
    const written = await db
      .insert(articles)
      .values(
        [1, 3, 2, 5, 4].map((n) => ({
          kind: n % 2 ? ('news' as const) : ('blog' as const),
          title_en: `Post ${n}`,
          title_th: n === 1 ? 'โพสต์ 1' : null,
          summary_en: `Summary ${n}`,
          body_html_en: `<p>${n}</p>`,
          image: `articles/${n}.jpg`,
          publishedAt: day(n),
        })),
      )
      .returning({ id: articles.id, title: articles.title_en });
    const first = await articlePage(db, 'news', { page: 1, pageSize: 2 });
    expect(first.total).toBe(3);
    expect(first.rows.map((row) => row.title_en)).toEqual(['Post 5', 'Post 3']);
    expect((await articlePage(db, 'news', { page: 2, pageSize: 2 })).rows.map((row) => row.title_en)).toEqual(
      ['Post 1'],
    );
    expect(
      (await articlePage(db, 'blog', { page: 1, pageSize: 10 })).rows.map((row) => row.title_en),
    ).toEqual(['Post 4', 'Post 2']);

    const post1 = written.find((row) => row.title === 'Post 1')!;
    // Each language's text as written; a language left out is null, for the reader's fallback to English.
    expect(await findArticle(db, 'news', post1.id)).toMatchObject({
      title_en: 'Post 1',
      title_th: 'โพสต์ 1',
      title_jp: null,
    });
    await expect(findArticle(db, 'blog', post1.id)).rejects.toMatchObject({ key: 'NO_DATA_FOUND' });
  });

  it('shows the 20 latest announcements, newest first', async () => {
    const { db } = database;
    await db.insert(announcements).values(
      Array.from({ length: 22 }, (_, n) => ({
        title_en: `Notice ${n + 1}`,
        body_en: 'Body',
        publishedAt: day(n + 1),
      })),
    );
    const shown = await latestAnnouncements(db);
    expect(shown).toHaveLength(20);
    expect(shown[0]!.title_en).toBe('Notice 22');
    expect(shown.at(-1)!.title_en).toBe('Notice 3');
  });

  it('finds a policy by its slug, and answers an unknown one as missing', async () => {
    const { db } = database;
    await db
      .insert(policies)
      .values({ slug: 'privacy', title_en: 'Privacy', body_html_en: '<p>We keep little.</p>' });
    expect(await findPolicy(db, 'privacy')).toMatchObject({ title_en: 'Privacy', body_html_zh: null });
    await expect(findPolicy(db, 'terms-of-nothing')).rejects.toMatchObject({ key: 'NO_DATA_FOUND' });
  });
});
