import { queryStateLabels } from '@mall/i18n';
import type { SearchProductsData } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Button, EmptyState, QueryContent, type QueryState } from '@mall/ui';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { KEYWORD_MAX_LENGTH } from '../shared/constants';
import type { Formats } from '../shared/formats';
import type { CatalogueT } from '../shared/i18n';
import { type ProductSort, searchSorts } from '../shared/query-params';
import { ListControls, SortSelect } from '../views/list-controls';
import { ProductListSkeleton } from '../views/list-head';
import page from '../views/page.module.css';
import { PaginatedProducts } from '../views/paginated-products';
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
  onSearch: (keyword: string) => void;
  onSortChange: (sort: ProductSort | undefined) => void;
  onPageChange: (page: number) => void;
}

/** The search form and a page of results with sort, pagination and an empty state. */
export function SearchView({
  t,
  formats,
  keyword,
  results,
  sort,
  onSearch,
  onSortChange,
  onPageChange,
}: SearchViewProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('keyword');
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed) onSearch(trimmed);
  };
  const browse = (
    <Link className={page.link} to={routes.categories()}>
      {t('search.browse')}
    </Link>
  );
  return (
    <div className={page.page}>
      {/* One line: a long keyword shows whole in the search box below. */}
      <h1 className={page.headTitle}>{keyword ? t('search.results', { keyword }) : t('search.title')}</h1>
      <form className={styles.form} role="search" aria-label={t('search.label')} onSubmit={submit}>
        <label className={styles.field}>
          <span className={styles.label}>{t('search.label')}</span>
          <input
            className={styles.input}
            type="search"
            name="keyword"
            defaultValue={keyword}
            placeholder={t('search.placeholder')}
            maxLength={KEYWORD_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
          />
        </label>
        <Button className={styles.submit} type="submit">
          {t('search.submit')}
        </Button>
      </form>
      {results === undefined ? (
        <EmptyState title={t('search.prompt')} action={browse} />
      ) : (
        <QueryContent state={results} labels={queryStateLabels(t)} placeholder={<ProductListSkeleton />}>
          {(data) =>
            data.list.length === 0 && data.page <= 1 ? (
              <EmptyState
                title={t('search.empty', { keyword })}
                message={t('search.emptyHint')}
                action={browse}
              />
            ) : (
              <>
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
