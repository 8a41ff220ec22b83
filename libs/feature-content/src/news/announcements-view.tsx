import { LocalisedText, useFormatDate } from '@mall/i18n';
import type { Announcement } from '@mall/sdk';
import { useId } from 'react';
import type { ContentTranslator } from '../shared/translator';
import styles from './announcements.module.css';

/** The site's announcements (`systemnotify`, docs/requirements.md R7), newest first; nothing when there are none. */
export function AnnouncementsView({
  t,
  announcements,
}: {
  t: ContentTranslator;
  announcements: readonly Announcement[];
}) {
  const formatDate = useFormatDate();
  const headingId = useId();
  if (announcements.length === 0) return null;
  return (
    <section className={styles.announcements} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('news.announcements')}
      </h2>
      <ul className={styles.list}>
        {announcements.map((announcement) => (
          <li key={announcement.id} className={styles.item}>
            <h3 className={styles.title}>
              <LocalisedText value={announcement.title} />
            </h3>
            <p className={styles.meta}>
              <time dateTime={announcement.published_at}>{formatDate(announcement.published_at)}</time>
            </p>
            <p className={styles.body}>
              <LocalisedText value={announcement.body} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
