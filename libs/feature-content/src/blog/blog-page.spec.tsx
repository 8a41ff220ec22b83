import { errorHandler, operationHandler, pagedHandler } from '@mall/sdk/testing';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { article, articleDetail, text } from '../testing/fixtures';
import { BASE_URL, localeTexts, NOT_FOUND_TEXT, renderPage } from '../testing/render-page';
import { BlogDetailPage } from './blog-detail-page';
import { BlogPage } from './blog-page';

const en = localeTexts('en', 'content');
const common = localeTexts('en', 'common');
const BLOG = '/pages/blog/blog';
const DETAIL = '/pages/blog/detail';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const postsHandler = (count: number) =>
  pagedHandler(
    'getBlogPosts',
    Array.from({ length: count }, (_, index) => article(index + 1, { title: text(`Post ${index + 1}`) })),
    { baseUrl: BASE_URL },
  );

describe('BlogPage', () => {
  it('lists the posts a page at a time, each linking to its own page', async () => {
    server.use(
      postsHandler(12),
      operationHandler(
        'getBlogPost',
        (request) =>
          articleDetail(
            Number(new URL(request.url).pathname.split('/').pop()),
            '<p>How we pick our shops.</p>',
            {
              title: text('Post 2'),
            },
          ),
        BASE_URL,
      ),
    );
    const { user } = await renderPage(<BlogPage />, {
      route: BLOG,
      otherRoutes: { [DETAIL]: <BlogDetailPage /> },
    });

    expect(screen.getByRole('heading', { level: 1, name: en.blog.title })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(document.title).toBe('Blog · Mall');
    const pagination = () => screen.getByRole('navigation', { name: common.pagination.label });
    await user.click(within(pagination()).getByRole('button', { name: common.pagination.next }));
    expect(await screen.findByRole('link', { name: 'Post 12' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(within(pagination()).getByRole('button', { name: common.pagination.previous }));

    const link = await screen.findByRole('link', { name: 'Post 2' });
    expect(link).toHaveAttribute('href', `${DETAIL}?id=2`);
    await user.click(link);
    expect(await screen.findByText('How we pick our shops.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Post 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.blog.back })).toHaveAttribute('href', BLOG);
  });

  it('says when there are no posts yet', async () => {
    server.use(postsHandler(0));
    await renderPage(<BlogPage />, { route: BLOG, language: 'th' });
    expect(
      await screen.findByRole('heading', { name: localeTexts('th', 'content').blog.empty }),
    ).toBeInTheDocument();
  });
});

describe('BlogDetailPage', () => {
  it('shows the post with its body sanitised, marking English fallback text', async () => {
    server.use(
      operationHandler(
        'getBlogPost',
        articleDetail(3, '<p>Body <iframe src="https://evil.example"></iframe><em>kept</em></p>', {
          title: text('Behind the scenes'),
          summary: text('Una historia', 'es'),
        }),
        BASE_URL,
      ),
    );
    const { container } = await renderPage(<BlogDetailPage />, { route: `${DETAIL}?id=3`, language: 'es' });

    expect(
      screen.getByRole('progressbar', { name: localeTexts('es', 'common').state.loading }),
    ).toBeInTheDocument();
    const title = await screen.findByText('Behind the scenes');
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Una historia')).not.toHaveAttribute('lang');
    expect(screen.getByText('kept').tagName).toBe('EM');
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('kept').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(document.title).toBe('Behind the scenes · Mall');
  });

  it.each([DETAIL, `${DETAIL}?id=x`])(
    'leads to the not-found page without a valid id (%s)',
    async (route) => {
      await renderPage(<BlogDetailPage />, { route });
      expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    },
  );

  it('leads to the not-found page for a post that does not exist', async () => {
    server.use(errorHandler('getBlogPost', 2000019, 'No data found', BASE_URL));
    await renderPage(<BlogDetailPage />, { route: `${DETAIL}?id=99` });
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
