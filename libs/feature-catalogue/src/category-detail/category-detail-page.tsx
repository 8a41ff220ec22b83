import { useDocumentTitle } from '@mall/i18n';
import {
  type GetSeriesCategoriesData,
  useGetCategoryPageQuery,
  useGetSeriesCategoriesQuery,
} from '@mall/sdk';
import { queryState } from '@mall/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../shared/constants';
import { listSorts, positiveInt, sortParam } from '../shared/query-params';
import { useFormats } from '../shared/use-formats';
import { useListParams } from '../shared/use-list-params';
import { CategoryDetailView } from './category-detail-view';

/** Whether the category tree (loaded as the shop starts) shows sub-categories under this category. */
const hasSubcategories = (tree: GetSeriesCategoriesData | undefined, id: number | undefined) =>
  tree?.list.some((top) => top.id === id && top.children.length > 0) ?? false;

/** Route: /pages/category/detail?id=&page=&sort=&brand=. */
export function CategoryDetailPage() {
  const { t } = useTranslation(['catalogue', 'common']);
  const formats = useFormats();
  const { params, page, update, goToPage } = useListParams();
  const id = positiveInt(params.get('id'));
  const sort = sortParam(params, listSorts);
  const brandId = positiveInt(params.get('brand'));
  const tree = useGetSeriesCategoriesQuery();
  const result = useGetCategoryPageQuery(
    id === undefined ? skipToken : { id, page, page_size: PAGE_SIZE, sort, brand_id: brandId },
  );
  // Another page or sort of the same category keeps the products on screen while the next page loads;
  // another category does not.
  const sameCategory = result.data?.category.id === id;
  useDocumentTitle(sameCategory ? result.data?.category.name.text : t('category.title'));
  return (
    <CategoryDetailView
      t={t}
      formats={formats}
      category={id === undefined ? undefined : queryState(result, { keepPrevious: sameCategory })}
      subcategoriesLikely={hasSubcategories(tree.data, id)}
      sort={sort}
      brandId={brandId}
      onSortChange={(next) => update({ sort: next })}
      onBrandChange={(next) => update({ brand: next })}
      onPageChange={goToPage}
    />
  );
}
