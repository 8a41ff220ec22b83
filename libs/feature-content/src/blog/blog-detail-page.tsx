import { ErrorCode, isApiError, useGetBlogPostQuery } from '@mall/sdk';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ArticleView } from '../articles/article-view';
import { loadable } from '../shared/loadable';
import { NOT_FOUND_PATH, positiveInteger } from '../shared/search-params';
import { useDocumentTitle } from '../shared/use-document-title';
import { BLOG_PATH } from './blog-page';

/** docs/requirements.md R1 `/pages/blog/detail?id=`: one blog post; a missing or unknown id leads to the not-found page. */
export function BlogDetailPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const id = positiveInteger(params.get('id'));
  const query = useGetBlogPostQuery({ id: id ?? 0 }, { skip: id === undefined });
  const post = loadable(query);
  useDocumentTitle(post.status === 'ready' ? post.data.title.text : t('blog.title'));
  if (id === undefined || isApiError(query.error, ErrorCode.NO_DATA_FOUND)) {
    return <Navigate to={NOT_FOUND_PATH} replace />;
  }
  return (
    <ArticleView
      article={post}
      backHref={BLOG_PATH}
      backLabel={t('blog.back')}
      fallbackTitle={t('blog.title')}
    />
  );
}
