import { LocalisedText } from '@mall/i18n';
import type { ArticleDetail } from '@mall/sdk';
import { Link } from 'react-router';
import { useFormatDate } from '@mall/i18n';
import type { Loadable } from '../shared/loadable';
import { ErrorState, LoadingState } from '../shared/page-states';
import { SafeHtml } from '../shared/safe-html';
import styles from './articles.module.css';

export interface ArticleViewProps {
  article: Loadable<ArticleDetail>;
  /** The list the article belongs to, and the link's text ("Back to news"). */
  backHref: string;
  backLabel: string;
  /** The heading while the article loads or when it failed (the list's name). */
  fallbackTitle: string;
}

/** One news article or blog post, its body sanitised. */
export function ArticleView({ article, backHref, backLabel, fallbackTitle }: ArticleViewProps) {
  const formatDate = useFormatDate();
  const back = (
    <p className={styles.back}>
      <Link to={backHref}>{backLabel}</Link>
    </p>
  );
  if (article.status !== 'ready') {
    return (
      <section className={styles.page}>
        {back}
        <h1 className={styles.title}>{fallbackTitle}</h1>
        {article.status === 'loading' ? <LoadingState /> : <ErrorState onRetry={article.retry} />}
      </section>
    );
  }
  const { title, summary, image, published_at: publishedAt, body_html: body } = article.data;
  return (
    <article className={styles.page}>
      {back}
      <h1 className={styles.title}>
        <LocalisedText value={title} />
      </h1>
      <p className={styles.meta}>
        <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      </p>
      {image && <img className={styles.hero} src={image} alt="" decoding="async" />}
      {summary.text && (
        <p className={styles.lead}>
          <LocalisedText value={summary} />
        </p>
      )}
      <SafeHtml value={body} />
    </article>
  );
}
