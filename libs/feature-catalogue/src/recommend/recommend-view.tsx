import { queryStateLabels } from '@mall/i18n';
import type { GetRecommendedProductPageData } from '@mall/sdk';
import { QueryContent, type QueryState } from '@mall/ui';
import type { Formats } from '../shared/formats';
import type { CatalogueT } from '../shared/i18n';
import page from '../views/page.module.css';
import { PaginatedProducts } from '../views/paginated-products';

export interface RecommendViewProps {
  t: CatalogueT;
  formats: Formats;
  products: QueryState<GetRecommendedProductPageData>;
  onPageChange: (page: number) => void;
}

/** The whole recommended list, a page at a time. */
export function RecommendView({ t, formats, products, onPageChange }: RecommendViewProps) {
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('recommend.title')}</h1>
      <QueryContent state={products} labels={queryStateLabels(t)}>
        {(data) => (
          <PaginatedProducts
            products={data}
            formats={formats}
            t={t}
            onPageChange={onPageChange}
            empty={{ title: t('recommend.empty') }}
          />
        )}
      </QueryContent>
    </div>
  );
}
