import { Skeleton, visuallyHidden } from '@mall/ui';
import styles from '../shared/panel.module.css';
import type { PanelTranslator } from '../shared/translator';

/** Stands in for a screen while its code arrives: a title line and a few lines of content. */
export function PageLoading({ t }: { t: PanelTranslator }) {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <span className={visuallyHidden}>{t('common:state.loading')}</span>
      <Skeleton shape="short-line" />
      <Skeleton />
      <Skeleton />
      <Skeleton shape="short-line" />
    </div>
  );
}
