import type { QueryContentLabels } from '@mall/ui';
import type { PanelTranslator } from './translator';

/** Loading, failure and retry texts of a screen's data. */
export const queryLabels = (t: PanelTranslator, loading: string): QueryContentLabels => ({
  loading,
  error: t('app.loadFailed'),
  retry: t('common:state.retry'),
});
