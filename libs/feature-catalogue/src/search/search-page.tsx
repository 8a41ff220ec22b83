import { useDocumentTitle } from '@mall/i18n';
import { useSearchProductsQuery } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KEYWORD_MAX_LENGTH, PAGE_SIZE } from '../shared/constants';
import { searchSorts, sortParam } from '../shared/query-params';
import { useListParams } from '../shared/use-list-params';
import { useFormats } from '../shared/use-formats';
import { SearchView } from './search-view';

/** Route: /pages/search/search?keyword=&page=&sort=. */
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
  const navigate = useNavigate();
  const { params, page, update, goToPage } = useListParams();
  const sort = sortParam(params, searchSorts);
  const results = useSearchProductsQuery(keyword ? { keyword, page, page_size: PAGE_SIZE, sort } : skipToken);
  useDocumentTitle(keyword ? t('search.resultsTitle', { keyword }) : t('search.title'));
  return (
    <SearchView
      t={t}
      formats={formats}
      keyword={keyword}
      results={keyword ? queryState(results) : undefined}
      sort={sort}
      onSearch={(next) => void navigate(routes.search({ keyword: next }))}
      onSortChange={(next) => update({ sort: next })}
      onPageChange={goToPage}
    />
  );
}
