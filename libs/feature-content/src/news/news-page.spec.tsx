import type { Article } from '@mall/sdk';
import { envelope, errorHandler, operationHandler } from '@mall/sdk/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { article, articleDetail, text } from '../testing/fixtures';
import { BASE_URL, localeTexts, NOT_FOUND_TEXT, renderPage } from '../testing/render-page';
import { NEWS_PAGE_SIZE, NewsPage } from './news-page';

const en = localeTexts('en', 'content');
const common = localeTexts('en', 'common');
const NEWS = '/pages/news/index';

/** `count` articles served a page at a time, as the API does; records the pages asked for. */
function newsHandler(count: number, requested: string[] = []) {
  const all = Array.from({ length: count }, (_, index) => article(index + 1));
  return operationHandler(
    'getNews',
    (request) => {
      const url = new URL(request.url);
      requested.push(url.search);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('page_size') ?? 20);
      return {
        list: all.slice((page - 1) * pageSize, page * pageSize),
        page,
        page_size: pageSize,
        total: count,
        total_capped: false,
        has_more: page * pageSize < count,
      };
    },
    BASE_URL,
  );
}

const announcementsHandler = (list: { id: number; title: string; body: string }[] = []) =>
  operationHandler(
    'getAnnouncements',
    {
      list: list.map(({ id, title, body }) => ({
        id,
        title: text(title),
        body: text(body),
        published_at: '2026-01-20T08:00:00.000Z',
      })),
    },
    BASE_URL,
  );

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('NewsPage', () => {
  it('lists the news with title, summary and date in the user’s language', async () => {
    const jp = localeTexts('jp', 'content');
    const localised: Article = article(1, {
      title: text('新商品のお知らせ', 'jp'),
      summary: text('今月の新商品をご紹介します。', 'jp'),
      published_at: '2026-01-15T09:30:00.000Z',
    });
    const english = article(2, { title: text('Only in English'), summary: text('An English summary') });
    server.use(
      operationHandler(
        'getNews',
        {
          list: [localised, english],
          page: 1,
          page_size: 10,
          total: 2,
          total_capped: false,
          has_more: false,
        },
        BASE_URL,
      ),
      announcementsHandler([{ id: 1, title: 'Holiday hours', body: 'Support answers within 48 hours.' }]),
    );
    await renderPage(<NewsPage />, { route: NEWS, language: 'jp' });

    expect(screen.getByRole('heading', { level: 1, name: jp.news.title })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '新商品のお知らせ' });
    expect(link).toHaveAttribute('href', `${NEWS}?id=1`);
    expect(screen.getByText('今月の新商品をご紹介します。')).toBeInTheDocument();
    const date = new Intl.DateTimeFormat('ja', { dateStyle: 'long' }).format(
      new Date('2026-01-15T09:30:00.000Z'),
    );
    expect(screen.getByText(date)).toHaveAttribute('datetime', '2026-01-15T09:30:00.000Z');
    expect(screen.getByText(date).textContent).toMatch(/^2026年1月1[45]日$/);
    // English fallback text is marked as English.
    expect(screen.getByText('Only in English')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('新商品のお知らせ')).not.toHaveAttribute('lang');
    // The announcements come first.
    const announcements = screen.getByRole('region', { name: jp.news.announcements });
    expect(within(announcements).getByText('Holiday hours')).toBeInTheDocument();
    expect(document.title).toBe(`${jp.news.title} · Mall`);
    // One page only: no pagination.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages through the news, keeping the page in the address', async () => {
    const requested: string[] = [];
    server.use(newsHandler(25, requested), announcementsHandler([{ id: 1, title: 'Notice', body: 'Body' }]));
    const { user, router } = await renderPage(<NewsPage />, { route: NEWS });

    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(NEWS_PAGE_SIZE);
    const pagination = screen.getByRole('navigation', { name: common.pagination.label });
    expect(within(pagination).getByText('Total: 25')).toBeInTheDocument();
    expect(within(pagination).getByRole('button', { name: common.pagination.previous })).toBeDisabled();
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('region', { name: en.news.announcements })).toBeInTheDocument();

    await user.click(within(pagination).getByRole('button', { name: common.pagination.next }));

    expect(await screen.findByRole('link', { name: 'Article 11' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Article 1' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('heading', { level: 1, name: en.news.title })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Announcements belong to the first page.
    expect(screen.queryByRole('region', { name: en.news.announcements })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Article 21' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('button', { name: common.pagination.next })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: common.pagination.previous }));
    expect(await screen.findByRole('link', { name: 'Article 11' })).toBeInTheDocument();
    expect(requested).toEqual(['?page=1&page_size=10', '?page=2&page_size=10', '?page=3&page_size=10']);
  });

  it('opens at the page in the address', async () => {
    server.use(newsHandler(25), announcementsHandler());
    await renderPage(<NewsPage />, { route: `${NEWS}?page=3` });
    expect(await screen.findByRole('link', { name: 'Article 21' })).toBeInTheDocument();
  });

  it('shows a loading state, then says when there is no news', async () => {
    server.use(newsHandler(0), announcementsHandler());
    await renderPage(<NewsPage />, { route: NEWS });
    expect(screen.getByRole('progressbar', { name: common.state.loading })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: en.news.empty })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('reports a failure and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE_URL}/customer/index/news`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(envelope(null, 500, 'fault'), { status: 500 })
          : HttpResponse.json(
              envelope({
                list: [article(1)],
                page: 1,
                page_size: 10,
                total: 1,
                total_capped: false,
                has_more: false,
              }),
            );
      }),
      announcementsHandler(),
    );
    const { user } = await renderPage(<NewsPage />, { route: NEWS });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(common.state.error)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: common.state.retry }));
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still lists the news when the announcements fail', async () => {
    server.use(newsHandler(1), errorHandler('getAnnouncements', 2000018, 'failed', BASE_URL));
    await renderPage(<NewsPage />, { route: NEWS });
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: en.news.announcements })).not.toBeInTheDocument();
  });

  describe('?id=', () => {
    it('shows one article with its body sanitised', async () => {
      let asked = '';
      server.use(
        operationHandler(
          'getNewsArticle',
          (request) => {
            asked = new URL(request.url).pathname;
            return articleDetail(
              7,
              '<h2>What is new</h2><p onclick="alert(1)">Fresh <strong>arrivals</strong>.</p>' +
                '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">' +
                '<a href="javascript:alert(1)">click</a> <a href="https://partner.example/x">partner</a>',
              { title: text('Spring sale'), published_at: '2026-03-01T10:00:00.000Z' },
            );
          },
          BASE_URL,
        ),
      );
      const { container } = await renderPage(<NewsPage />, { route: `${NEWS}?id=7` });

      expect(await screen.findByRole('heading', { level: 1, name: 'Spring sale' })).toBeInTheDocument();
      expect(asked).toBe('/api/customer/index/news/7');
      expect(screen.getByRole('heading', { level: 2, name: 'What is new' })).toBeInTheDocument();
      expect(screen.getByText('arrivals').tagName).toBe('STRONG');
      expect(screen.getByText('click').tagName).not.toBe('A');
      expect(screen.getByRole('link', { name: 'partner' })).toHaveAttribute('rel', 'noopener noreferrer');
      expect(container.querySelector('script, img[onerror], [onclick]')).toBeNull();
      expect((window as { hacked?: boolean }).hacked).toBeUndefined();
      expect(screen.getByRole('link', { name: en.news.back })).toHaveAttribute('href', NEWS);
      expect(document.title).toBe('Spring sale · Mall');
    });

    it.each(['abc', '0', ''])('leads to the not-found page for id %j', async (id) => {
      await renderPage(<NewsPage />, { route: `${NEWS}?id=${id}` });
      expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    });

    it('leads to the not-found page for an article that does not exist', async () => {
      server.use(errorHandler('getNewsArticle', 2000019, 'No data found', BASE_URL));
      await renderPage(<NewsPage />, { route: `${NEWS}?id=404` });
      expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    });
  });
});
