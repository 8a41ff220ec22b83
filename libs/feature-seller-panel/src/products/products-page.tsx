import { useDocumentTitle } from '@mall/i18n';
import {
  type SellerProduct,
  useGetAllCategoriesQuery,
  useGetSellerProductsQuery,
  useUpdateSellerProductMutation,
} from '@mall/sdk';
import { queryState } from '@mall/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_NAMESPACES } from '../shared/translator';
import { useLocale } from '../shared/use-locale';
import { AddProductPanel } from './add-product-panel';
import { type ProductFilters, ProductFiltersBar } from './product-filters';
import { productSchema, type ProductValues, toMinor } from './product-schema';
import { ProductsView } from './products-view';

/** Enough for a small shop's catalogue on one screen; a larger one pages later. */
const PAGE_SIZE = 50;
/** The search runs once the seller pauses typing this long. */
const TYPING_PAUSE_MS = 300;

export interface ProductsPageProps {
  /** Tells the seller a change was saved (the app's toast). */
  onSaved?: (message: string) => void;
}

/** The shop's products, and a new one added for review; only what changed is sent. */
export function ProductsPage({ onSaved }: ProductsPageProps) {
  const { t } = useTranslation(PANEL_NAMESPACES);
  useDocumentTitle(t('products.title'));
  const [filters, setFilters] = useState<ProductFilters>({});
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(
      () => setFilters((current) => ({ ...current, keyword: keyword.trim() || undefined })),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [keyword]);
  const products = useGetSellerProductsQuery({ page: 1, page_size: PAGE_SIZE, ...filters });
  const categories = useGetAllCategoriesQuery();
  const [update] = useUpdateSellerProductMutation();
  const schema = useMemo(() => productSchema(t), [t]);

  const onUpdate = async (product: SellerProduct, values: ProductValues) => {
    const price = toMinor(values.price);
    const stock = Number(values.stock);
    const onSale = values.on_sale;
    const result = await update({
      id: product.id,
      ...(price !== product.price_minor ? { price_minor: price } : {}),
      ...(stock !== product.stock ? { stock } : {}),
      ...(onSale !== (product.state === 'on_sale') &&
      product.state !== 'pending_review' &&
      product.state !== 'refused'
        ? { on_sale: onSale }
        : {}),
    });
    if (result.error) return false;
    void products.refetch();
    onSaved?.(t('app.saved'));
    return true;
  };

  return (
    <ProductsView
      t={t}
      products={queryState(products)}
      schema={schema}
      onUpdate={onUpdate}
      locale={useLocale()}
      addProduct={<AddProductPanel t={t} />}
      filtered={Object.values(filters).some((value) => value !== undefined && value !== 'newest')}
      filters={
        <ProductFiltersBar
          t={t}
          keyword={keyword}
          onKeywordChange={setKeyword}
          filters={filters}
          onChange={setFilters}
          categories={categories.data?.list ?? []}
        />
      }
    />
  );
}
