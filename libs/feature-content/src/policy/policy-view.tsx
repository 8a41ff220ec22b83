import { LocalisedText, queryStateLabels, useFormatDate } from '@mall/i18n';
import { SafeHtml } from '@mall/rich-text';
import type { PolicyPage as PolicyPageData } from '@mall/sdk';
import { QueryContent, type QueryState } from '@mall/ui';
import type { ContentTranslator } from '../shared/translator';
import styles from './policy.module.css';

export interface PolicyViewProps {
  t: ContentTranslator;
  /** The page's name in the interface language, the heading until the page has loaded. */
  name: string;
  policy: QueryState<PolicyPageData>;
}

/** A policy page: its title, when it last changed, and its sanitised text. */
export function PolicyView({ t, name, policy }: PolicyViewProps) {
  const formatDate = useFormatDate();
  const title = policy.data?.title;
  const Container = policy.data ? 'article' : 'section';
  return (
    <Container className={styles.policy}>
      <h1 className={styles.title}>{title?.text ? <LocalisedText value={title} /> : name}</h1>
      <QueryContent state={policy} labels={queryStateLabels(t)}>
        {({ updated_at: updatedAt, body_html: body }) => (
          <>
            <p className={styles.updated}>
              {t('policy.updated')} <time dateTime={updatedAt}>{formatDate(updatedAt)}</time>
            </p>
            <SafeHtml value={body} />
          </>
        )}
      </QueryContent>
    </Container>
  );
}
