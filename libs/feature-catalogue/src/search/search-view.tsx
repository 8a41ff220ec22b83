import { queryStateLabels } from '@mall/i18n';
import type { SearchProductsData } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import type { ConversionCurrency } from '@mall/money';
import { EmptyState, QueryContent, type QueryState } from '@mall/ui';
import { Link } from 'react-router';
import type { Formats } from '../shared/formats';
import type { CatalogueT } from '../shared/i18n';
import { type ProductSort, searchSorts } from '../shared/query-params';
import { ListControls, SortSelect } from '../views/list-controls';
import { ProductListSkeleton } from '../views/list-head';
import page from '../views/page.module.css';
import { PaginatedProducts } from '../views/paginated-products';
import { SearchFilters } from './search-filters/search-filters';
import { activeFilterCount, type SearchFilterValues } from './search-filters/search-filters-rules';
import styles from './search-view.module.css';

type SearchSort = (typeof searchSorts)[number];

export interface SearchViewProps {
  t: CatalogueT;
  formats: Formats;
  /** The keyword searched for; empty before the shopper searched. */
  keyword: string;
  /** undefined while there is no keyword. */
  results: QueryState<SearchProductsData> | undefined;
  sort: SearchSort | undefined;
  filters: SearchFilterValues;
  /** The catalogue's brands, to name the brands of the results (none until they load). */
  brandNames?: readonly { id: number; name: { text: string } }[];
  /** The display currency, which price filters are typed in. */
  currency: ConversionCurrency & { code: string };
  /** Whether the filters show open at first (a wide screen). */
  filtersOpen: boolean;
  onFiltersChange: (filters: SearchFilterValues) => void;
  onSortChange: (sort: ProductSort | undefined) => void;
  onPageChange: (page: number) => void;
}

/**
 * A page of results with filters, sort, pagination and an empty state. The keyword is typed in the app bar's
 * search box (one box on the page); a misspelt keyword's results say which keyword they are for.
 */
export function SearchView({
  t,
  formats,
  keyword,
  results,
  sort,
  filters,
  brandNames,
  currency,
  filtersOpen,
  onFiltersChange,
  onSortChange,
  onPageChange,
}: SearchViewProps) {
  const filtered = activeFilterCount(filters) > 0;
  const filterPanel = (list: SearchProductsData['list']) => (
    <SearchFilters
      // Filters changed elsewhere (back, a link) show as they are now.
      key={JSON.stringify(filters)}
      t={t}
      currency={currency}
      values={filters}
      shops={shopsOf(list)}
      brands={brandsOf(list, brandNames ?? [])}
      onApply={onFiltersChange}
      initiallyOpen={filtersOpen || filtered}
    />
  );
  const browse = (
    <Link className={page.link} to={routes.categories()}>
      {t('search.browse')}
    </Link>
  );
  return (
    <div className={page.page}>
      {/* One line: a long keyword shows whole in the search box below. */}
      <h1 className={page.headTitle}>{keyword ? t('search.results', { keyword }) : t('search.title')}</h1>
      {results === undefined ? (
        <EmptyState title={t('search.prompt')} action={browse} />
      ) : (
        <QueryContent state={results} labels={queryStateLabels(t)} placeholder={<ProductListSkeleton />}>
          {(data) =>
            data.list.length === 0 && data.page <= 1 ? (
              <>
                {filtered && filterPanel([])}
                <EmptyState
                  title={filtered ? t('search.emptyFiltered', { keyword }) : t('search.empty', { keyword })}
                  message={t('search.emptyHint')}
                  action={browse}
                />
              </>
            ) : (
              <>
                {data.corrected_keyword && (
                  <p className={styles.corrected} role="status">
                    {t('search.corrected', { keyword: data.corrected_keyword, asked: keyword })}
                  </p>
                )}
                {filterPanel(data.list)}
                <ListControls>
                  <SortSelect
                    t={t}
                    sorts={searchSorts}
                    value={sort}
                    onChange={onSortChange}
                    withDefault={false}
                  />
                </ListControls>
                <PaginatedProducts
                  products={data}
                  formats={formats}
                  t={t}
                  onPageChange={onPageChange}
                  empty={{ title: t('search.empty', { keyword }), message: t('search.emptyHint') }}
                />
              </>
            )
          }
        </QueryContent>
      )}
    </div>
  );
}

/** The named brands of the results shown, each once, in the order they first appear. */
function brandsOf(
  list: SearchProductsData['list'],
  names: readonly { id: number; name: { text: string } }[],
): { id: number; name: string }[] {
  const byId = new Map(names.map((brand) => [brand.id, brand.name.text]));
  const brands = new Map<number, string>();
  for (const product of list) {
    const name = product.brand_id === null ? undefined : byId.get(product.brand_id);
    if (name !== undefined && !brands.has(product.brand_id!)) brands.set(product.brand_id!, name);
  }
  return [...brands].map(([id, name]) => ({ id, name }));
}

/** The shops of the results shown, each once, in the order they first appear. */
function shopsOf(list: SearchProductsData['list']): { id: number; name: string }[] {
  const shops = new Map<number, string>();
  for (const product of list) if (!shops.has(product.shop.id)) shops.set(product.shop.id, product.shop.name);
  return [...shops].map(([id, name]) => ({ id, name }));
}
