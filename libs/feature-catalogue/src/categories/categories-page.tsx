import { useDocumentTitle } from '@mall/i18n';
import { useGetSeriesCategoriesQuery } from '@mall/sdk';
import { queryState } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { CategoriesView } from './categories-view';

/** Route: /pages/category/category. */
export function CategoriesPage() {
  const { t } = useTranslation(['catalogue', 'common']);
  useDocumentTitle(t('categories.title'));
  const tree = useGetSeriesCategoriesQuery();
  return <CategoriesView t={t} tree={queryState(tree, { select: (data) => data.list })} />;
}
