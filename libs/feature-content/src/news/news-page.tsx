import {
  ErrorCode,
  isApiError,
  useGetAnnouncementsQuery,
  useGetNewsArticleQuery,
  useGetNewsQuery,
} from '@mall/sdk';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ArticleListView } from '../articles/article-list-view';
import { ArticleView } from '../articles/article-view';
import { loadable } from '../shared/loadable';
import { NOT_FOUND_PATH, positiveInteger, usePageParam } from '../shared/search-params';
import { useDocumentTitle } from '../shared/use-document-title';
import { AnnouncementsView } from './announcements-view';

export const NEWS_PATH = '/pages/news/index';
export const NEWS_PAGE_SIZE = 10;

function NewsList() {
  const { t } = useTranslation('content');
  const [page, setPage] = usePageParam();
  const news = useGetNewsQuery({ page, page_size: NEWS_PAGE_SIZE });
  // Announcements are extra: the list shows without them if they fail.
  const announcements = useGetAnnouncementsQuery();
  useDocumentTitle(t('news.title'));
  return (
    <ArticleListView
      title={t('news.title')}
      emptyTitle={t('news.empty')}
      articles={loadable(news)}
      articleHref={(article) => `${NEWS_PATH}?id=${article.id}`}
      onPageChange={setPage}
    >
      {page === 1 && <AnnouncementsView announcements={announcements.data?.list ?? []} />}
    </ArticleListView>
  );
}

function NewsArticle({ id }: { id: number | undefined }) {
  const { t } = useTranslation('content');
  const query = useGetNewsArticleQuery({ id: id ?? 0 }, { skip: id === undefined });
  const article = loadable(query);
  useDocumentTitle(article.status === 'ready' ? article.data.title.text : t('news.title'));
  if (id === undefined || isApiError(query.error, ErrorCode.NO_DATA_FOUND)) {
    return <Navigate to={NOT_FOUND_PATH} replace />;
  }
  return (
    <ArticleView
      article={article}
      backHref={NEWS_PATH}
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
