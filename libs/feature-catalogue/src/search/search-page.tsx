import { useDocumentTitle } from '@mall/i18n';
import { useGetAllBrandsQuery, useSearchProductsQuery } from '@mall/sdk';
import { queryState } from '@mall/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useDisplayCurrency } from '@mall/session';
import { KEYWORD_MAX_LENGTH, PAGE_SIZE } from '../shared/constants';
import { positiveInt, searchSorts, sortParam } from '../shared/query-params';
import { useListParams } from '../shared/use-list-params';
import { useFormats } from '../shared/use-formats';
import { BASE_CURRENCY } from '../shared/formats';
import type { SearchFilterValues } from './search-filters/search-filters-rules';
import { SearchView } from './search-view';

/** A whole number of cents from the query string (`?price_min=0` is a bound too). */
const centsParam = (value: string | null) =>
  value === '0' ? 0 : positiveInt(value, Number.MAX_SAFE_INTEGER);

/**
 * The filters in the query string: `price_min`, `price_max` (USD cents), `rating` (4.5, 4, 3), `shop` and
 * `brand`.
 */
export function filtersParam(params: URLSearchParams): SearchFilterValues {
  const rating = Number(params.get('rating'));
  return {
    priceMin: centsParam(params.get('price_min')),
    priceMax: centsParam(params.get('price_max')),
    ratingMin: rating > 0 && rating <= 5 ? rating : undefined,
    shopId: positiveInt(params.get('shop')),
    brandId: positiveInt(params.get('brand')),
  };
}

/** A wide screen shows the filters open. */
const wideScreen = () => globalThis.matchMedia?.('(min-width: 48rem)').matches ?? false;

/** Route: /pages/search/search?keyword=&page=&sort=&price_min=&price_max=&rating=&shop=&brand=. */
export function SearchPage() {
  const { params } = useListParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH);
  // A new keyword starts afresh (no results of the previous one on screen, the form shows the new one);
  // another page or sort of the same keyword keeps the results up while the next page loads.
  return <SearchResults key={keyword} keyword={keyword} />;
}

function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const formats = useFormats();
  const { currency } = useDisplayCurrency();
  const { params, page, update, goToPage } = useListParams();
  const sort = sortParam(params, searchSorts);
  const filters = filtersParam(params);
  // A minimum above the maximum (a hand-made link) is not sent: the server would refuse it.
  const sent =
    filters.priceMin !== undefined && filters.priceMax !== undefined && filters.priceMin > filters.priceMax
      ? { ...filters, priceMax: undefined }
      : filters;
  const results = useSearchProductsQuery(
    keyword
      ? {
          keyword,
          page,
          page_size: PAGE_SIZE,
          sort,
          price_min: sent.priceMin,
          price_max: sent.priceMax,
          rating_min: sent.ratingMin,
          shop_id: sent.shopId,
          brand_id: sent.brandId,
        }
      : skipToken,
  );
  // The brands' names in the reader's language (one cached list, shared with the brand pages).
  const brands = useGetAllBrandsQuery(keyword ? undefined : skipToken);
  useDocumentTitle(keyword ? t('search.resultsTitle', { keyword }) : t('search.title'));
  return (
    <SearchView
      t={t}
      formats={formats}
      keyword={keyword}
      results={keyword ? queryState(results) : undefined}
      sort={sort}
      filters={sent}
      brandNames={brands.data?.list}
      currency={currency ?? BASE_CURRENCY}
      filtersOpen={wideScreen()}
      onFiltersChange={(next) =>
        update({
          price_min: next.priceMin,
          price_max: next.priceMax,
          rating: next.ratingMin,
          shop: next.shopId,
          brand: next.brandId,
        })
      }
      onSortChange={(next) => update({ sort: next })}
      onPageChange={goToPage}
    />
  );
}
