import { queryState } from '@mall/ui';
import { useGetSeriesCategoriesQuery } from '@mall/sdk';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@mall/i18n';
import { CategoriesView } from './categories-view';

/** Route: /pages/category/category. */
export function CategoriesPage() {
  const { t } = useTranslation(['catalogue', 'common']);
  useDocumentTitle(t('categories.title'));
  const tree = useGetSeriesCategoriesQuery();
  return <CategoriesView t={t} tree={queryState(tree, { select: (data) => data.list })} />;
}
