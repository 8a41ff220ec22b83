import { useGetBlogPostsQuery } from '@mall/sdk';
import { useTranslation } from 'react-i18next';
import { ArticleListView } from '../articles/article-list-view';
import { loadable } from '../shared/loadable';
import { usePageParam } from '../shared/search-params';
import { useDocumentTitle } from '../shared/use-document-title';

export const BLOG_PATH = '/pages/blog/blog';
export const BLOG_DETAIL_PATH = '/pages/blog/detail';
export const BLOG_PAGE_SIZE = 10;

/** docs/requirements.md R1 `/pages/blog/blog`: the blog posts, a page at a time. */
export function BlogPage() {
  const { t } = useTranslation('content');
  const [page, setPage] = usePageParam();
  const posts = useGetBlogPostsQuery({ page, page_size: BLOG_PAGE_SIZE });
  useDocumentTitle(t('blog.title'));
  return (
    <ArticleListView
      title={t('blog.title')}
      emptyTitle={t('blog.empty')}
      articles={loadable(posts)}
      articleHref={(post) => `${BLOG_DETAIL_PATH}?id=${post.id}`}
      onPageChange={setPage}
    />
  );
}
