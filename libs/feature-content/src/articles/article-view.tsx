import { LocalisedText, queryStateLabels, useFormatDate } from '@mall/i18n';
import { SafeHtml } from '@mall/rich-text';
import type { ArticleDetail } from '@mall/sdk';
import { QueryContent, type QueryState } from '@mall/ui';
import { Link } from 'react-router';
import type { ContentTranslator } from '../shared/translator';
import styles from './articles.module.css';

export interface ArticleViewProps {
  t: ContentTranslator;
  article: QueryState<ArticleDetail>;
  /** The list the article belongs to, and the link's text ("Back to news"). */
  backHref: string;
  backLabel: string;
  /** The heading while the article loads or when it failed (the list's name). */
  fallbackTitle: string;
}

/** One news article or blog post, its body sanitised; the list's name heads it until it has loaded. */
export function ArticleView({ t, article, backHref, backLabel, fallbackTitle }: ArticleViewProps) {
  const formatDate = useFormatDate();
  const Container = article.data ? 'article' : 'section';
  return (
    <Container className={styles.page}>
      <p className={styles.back}>
        <Link to={backHref}>{backLabel}</Link>
      </p>
      <h1 className={styles.title}>
        {article.data ? <LocalisedText value={article.data.title} /> : fallbackTitle}
      </h1>
      <QueryContent state={article} labels={queryStateLabels(t)}>
        {({ summary, image, published_at: publishedAt, body_html: body }) => (
          <>
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
          </>
        )}
      </QueryContent>
    </Container>
  );
}
