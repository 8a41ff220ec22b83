import { LocalisedText, queryStateLabels, useFormatDate } from '@mall/i18n';
import type { Article, GetNewsData } from '@mall/sdk';
import { EmptyState, Pagination, QueryContent, type QueryState } from '@mall/ui';
import { type ReactNode, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { ContentTranslator } from '../shared/translator';
import styles from './articles.module.css';

/** One page of articles (news and blog lists have the same shape). */
export type ArticlePage = GetNewsData;

export interface ArticleListViewProps {
  t: ContentTranslator;
  /** The page heading, e.g. "News". */
  title: string;
  /** What an empty list says, e.g. "There is no news yet". */
  emptyTitle: string;
  articles: QueryState<ArticlePage>;
  /** Where an article's title links to. */
  articleHref: (article: Article) => string;
  onPageChange: (page: number) => void;
  /** Shown between the heading and the list (e.g. announcements). */
  children?: ReactNode;
}

export function ArticleCard({ article, href }: { article: Article; href: string }) {
  const formatDate = useFormatDate();
  return (
    <article className={styles.card}>
      {article.image && (
        <img className={styles.thumbnail} src={article.image} alt="" loading="lazy" decoding="async" />
      )}
      <div className={styles.cardText}>
        <h2 className={styles.cardTitle}>
          <Link to={href}>
            <LocalisedText value={article.title} />
          </Link>
        </h2>
        <p className={styles.meta}>
          <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
        </p>
        <p className={styles.summary}>
          <LocalisedText value={article.summary} />
        </p>
      </div>
    </article>
  );
}

/** A paginated list of news or blog articles, newest first. */
export function ArticleListView({
  t,
  title,
  emptyTitle,
  articles,
  articleHref,
  onPageChange,
  children,
}: ArticleListViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const changePage = (page: number) => {
    onPageChange(page);
    // Back to the top of the list, for sighted and screen-reader users alike.
    heading.current?.focus();
  };

  const renderArticles = ({
    list,
    page,
    page_size: pageSize,
    total,
    total_capped: capped,
    has_more: hasMore,
  }: ArticlePage) => (
    <>
      {list.length === 0 ? (
        <EmptyState className={styles.state} title={emptyTitle} message={t('common:state.emptyHint')} />
      ) : (
        <ol className={styles.list}>
          {list.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} href={articleHref(article)} />
            </li>
          ))}
        </ol>
      )}
      {(total > pageSize || page > 1) && (
        <Pagination
          className={styles.pagination}
          page={page}
          total={total}
          totalCapped={capped}
          hasMore={hasMore}
          pageSize={pageSize}
          onPageChange={changePage}
          labels={{
            nav: t('common:pagination.label'),
            previous: t('common:pagination.previous'),
            next: t('common:pagination.next'),
            page: (number) => t('common:pagination.page', { page: number }),
            total: (count, isCapped) =>
              t(isCapped ? 'common:pagination.totalCapped' : 'common:pagination.total', { total: count }),
          }}
        />
      )}
    </>
  );

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title} ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
      <QueryContent state={articles} labels={queryStateLabels(t)}>
        {renderArticles}
      </QueryContent>
    </section>
  );
}
