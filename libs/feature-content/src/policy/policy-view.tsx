import { LocalisedText } from '@mall/i18n';
import type { PolicyPage as PolicyPageData } from '@mall/sdk';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@mall/i18n';
import type { Loadable } from '../shared/loadable';
import { ErrorState, LoadingState } from '../shared/page-states';
import { SafeHtml } from '../shared/safe-html';
import styles from './policy.module.css';

export interface PolicyViewProps {
  /** The page's name in the interface language, the heading until the page has loaded. */
  name: string;
  policy: Loadable<PolicyPageData>;
}

/** A policy page: its title, when it last changed, and its sanitised text. */
export function PolicyView({ name, policy }: PolicyViewProps) {
  const { t } = useTranslation('content');
  const formatDate = useFormatDate();
  if (policy.status !== 'ready') {
    return (
      <section className={styles.policy}>
        <h1 className={styles.title}>{name}</h1>
        {policy.status === 'loading' ? <LoadingState /> : <ErrorState onRetry={policy.retry} />}
      </section>
    );
  }
  const { title, updated_at: updatedAt, body_html: body } = policy.data;
  return (
    <article className={styles.policy}>
      <h1 className={styles.title}>{title.text ? <LocalisedText value={title} /> : name}</h1>
      <p className={styles.updated}>
        {t('policy.updated')} <time dateTime={updatedAt}>{formatDate(updatedAt)}</time>
      </p>
      <SafeHtml value={body} />
    </article>
  );
}
