import { useDocumentTitle } from '@mall/i18n';
import { useGetAllBrandsQuery, useGetBrandQuery } from '@mall/sdk';
import { queryState } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../shared/constants';
import { listSorts, positiveInt, sortParam } from '../shared/query-params';
import { useFormats } from '../shared/use-formats';
import { useListParams } from '../shared/use-list-params';
import { AllBrandsView, BrandView } from './brands-view';

/** Route: /pages/category/brands — every brand, or with ?id= one brand and its products (&page=&sort=). */
export function BrandsPage() {
  const { params } = useListParams();
  const id = positiveInt(params.get('id'));
  return id === undefined ? <AllBrands /> : <BrandDetail id={id} />;
}

function AllBrands() {
  const { t } = useTranslation(['catalogue', 'common']);
  useDocumentTitle(t('brands.title'));
  const formats = useFormats();
  const brands = useGetAllBrandsQuery();
  return (
    <AllBrandsView t={t} formats={formats} brands={queryState(brands, { select: (data) => data.list })} />
  );
}

function BrandDetail({ id }: { id: number }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const formats = useFormats();
  const { params, page, update, goToPage } = useListParams();
  const sort = sortParam(params, listSorts);
  const result = useGetBrandQuery({ id, page, page_size: PAGE_SIZE, sort });
  const sameBrand = result.data?.brand.id === id;
  useDocumentTitle(sameBrand ? result.data?.brand.name.text : t('brands.title'));
  return (
    <BrandView
      t={t}
      formats={formats}
      brand={queryState(result, { keepPrevious: sameBrand })}
      sort={sort}
      onSortChange={(next) => update({ sort: next })}
      onPageChange={goToPage}
    />
  );
}
