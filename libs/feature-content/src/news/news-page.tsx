import { useDocumentTitle } from '@mall/i18n';
import {
  ErrorCode,
  isApiError,
  useGetAnnouncementsQuery,
  useGetNewsArticleQuery,
  useGetNewsQuery,
} from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ArticleListView } from '../articles/article-list-view';
import { ArticleView } from '../articles/article-view';
import { positiveInteger, usePageParam } from '../shared/search-params';
import { AnnouncementsView } from './announcements-view';

export const NEWS_PAGE_SIZE = 10;

function NewsList() {
  const { t } = useTranslation(['content', 'common']);
  const [page, setPage] = usePageParam();
  const news = useGetNewsQuery({ page, page_size: NEWS_PAGE_SIZE });
  // Announcements are extra: the list shows without them if they fail.
  const announcements = useGetAnnouncementsQuery();
  useDocumentTitle(t('news.title'));
  return (
    <ArticleListView
      t={t}
      title={t('news.title')}
      emptyTitle={t('news.empty')}
      articles={queryState(news, { keepPrevious: false })}
      articleHref={(article) => routes.news({ id: article.id })}
      onPageChange={setPage}
    >
      {page === 1 && <AnnouncementsView t={t} announcements={announcements.data?.list ?? []} />}
    </ArticleListView>
  );
}

function NewsArticle({ id }: { id: number | undefined }) {
  const { t } = useTranslation(['content', 'common']);
  const query = useGetNewsArticleQuery({ id: id ?? 0 }, { skip: id === undefined });
  const article = queryState(query, { keepPrevious: false });
  useDocumentTitle(article.data?.title.text ?? t('news.title'));
  if (id === undefined || isApiError(query.error, ErrorCode.NO_DATA_FOUND)) {
    return <Navigate to={routes.notFound()} replace />;
  }
  return (
    <ArticleView
      t={t}
      article={article}
      backHref={routes.news()}
      backLabel={t('news.back')}
      fallbackTitle={t('news.title')}
    />
  );
}

/** docs/requirements.md R1 `/pages/news/index`: the news, a page at a time; `?id=` shows one article. */
export function NewsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id === null ? <NewsList /> : <NewsArticle key={id} id={positiveInteger(id)} />;
}
