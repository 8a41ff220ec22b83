/** The `common` keys of a query's loading and failed states. */
type QueryStateKey = 'common:state.loading' | 'common:state.error' | 'common:state.retry';

/**
 * The words of a query's loading and failed states (the kit's `QueryContent` labels) from the `common`
 * namespace, through any translator that has it, e.g. `useTranslation(['catalogue', 'common']).t`.
 */
export const queryStateLabels = (t: (key: QueryStateKey) => string) => ({
  loading: t('common:state.loading'),
  error: t('common:state.error'),
  retry: t('common:state.retry'),
});
