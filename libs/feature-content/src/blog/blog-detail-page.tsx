import { useDocumentTitle } from '@mall/i18n';
import { ErrorCode, isApiError, useGetBlogPostQuery } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ArticleView } from '../articles/article-view';
import { positiveInteger } from '../shared/search-params';

/** docs/requirements.md R1 `/pages/blog/detail?id=`: one blog post; a missing or unknown id leads to the not-found page. */
export function BlogDetailPage() {
  const { t } = useTranslation(['content', 'common']);
  const [params] = useSearchParams();
  const id = positiveInteger(params.get('id'));
  const query = useGetBlogPostQuery({ id: id ?? 0 }, { skip: id === undefined });
  const post = queryState(query, { keepPrevious: false });
  useDocumentTitle(post.data?.title.text ?? t('blog.title'));
  if (id === undefined || isApiError(query.error, ErrorCode.NO_DATA_FOUND)) {
    return <Navigate to={routes.notFound()} replace />;
  }
  return (
    <ArticleView
      t={t}
      article={post}
      backHref={routes.blog()}
      backLabel={t('blog.back')}
      fallbackTitle={t('blog.title')}
    />
  );
}
