import { useDocumentTitle } from '@mall/i18n';
import { useGetBlogPostsQuery } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { ArticleListView } from '../articles/article-list-view';
import { usePageParam } from '../shared/search-params';

export const BLOG_PAGE_SIZE = 10;

/** docs/requirements.md R1 `/pages/blog/blog`: the blog posts, a page at a time. */
export function BlogPage() {
  const { t } = useTranslation(['content', 'common']);
  const [page, setPage] = usePageParam();
  const posts = useGetBlogPostsQuery({ page, page_size: BLOG_PAGE_SIZE });
  useDocumentTitle(t('blog.title'));
  return (
    <ArticleListView
      t={t}
      title={t('blog.title')}
      emptyTitle={t('blog.empty')}
      articles={queryState(posts, { keepPrevious: false })}
      articleHref={(post) => routes.blogDetail({ id: post.id })}
      onPageChange={setPage}
    />
  );
}
