import type { Category, GetSellerProductsArgs } from '@mall/sdk';
import { useId } from 'react';
import type { PanelTranslator } from '../shared/translator';
import { CategoryOptions } from './new-product-form';
import styles from './product-filters.module.css';

type Query = Exclude<GetSellerProductsArgs, void>;
/** What the seller narrows the list to; an empty field is no filter. */
export type ProductFilters = Pick<Query, 'keyword' | 'state' | 'category_id' | 'stock' | 'sort'>;

const STATES = ['on_sale', 'off_sale', 'pending_review', 'refused'] as const;
const STOCKS = ['in_stock', 'low', 'out'] as const;
const SORTS = ['newest', 'best_selling', 'price_asc', 'price_desc', 'stock_asc'] as const;

export interface ProductFiltersBarProps {
  t: PanelTranslator;
  /** What the search box shows (it may run ahead of `filters.keyword` while the seller types). */
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
  /** The catalogue's categories; the filter waits for them. */
  categories: readonly Category[];
}

/** The search box, the state, category and stock filters and the order of the seller's product list. */
export function ProductFiltersBar({
  t,
  keyword,
  onKeywordChange,
  filters,
  onChange,
  categories,
}: ProductFiltersBarProps) {
  const id = useId();
  const set = <Key extends keyof ProductFilters>(key: Key, value: ProductFilters[Key] | '') =>
    onChange({ ...filters, [key]: value === '' ? undefined : value });
  return (
    <div className={styles.bar} role="search" aria-label={t('products.filters.label')}>
      <label className={styles.search} htmlFor={`${id}-keyword`}>
        <span className={styles.label}>{t('products.filters.search')}</span>
        <input
          id={`${id}-keyword`}
          className={styles.input}
          type="search"
          value={keyword}
          maxLength={100}
          placeholder={t('products.filters.searchPlaceholder')}
          onChange={(event) => onKeywordChange(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('products.filters.state')}</span>
        <select
          className={styles.select}
          value={filters.state ?? ''}
          onChange={(event) => set('state', event.target.value as ProductFilters['state'] | '')}
        >
          <option value="">{t('products.filters.any')}</option>
          {STATES.map((state) => (
            <option key={state} value={state}>
              {t(`products.state.${state}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('products.filters.category')}</span>
        <select
          className={styles.select}
          value={filters.category_id === undefined ? '' : String(filters.category_id)}
          onChange={(event) => set('category_id', event.target.value ? Number(event.target.value) : '')}
        >
          <option value="">{t('products.filters.any')}</option>
          <CategoryOptions categories={categories} />
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('products.filters.stock')}</span>
        <select
          className={styles.select}
          value={filters.stock ?? ''}
          onChange={(event) => set('stock', event.target.value as ProductFilters['stock'] | '')}
        >
          <option value="">{t('products.filters.any')}</option>
          {STOCKS.map((stock) => (
            <option key={stock} value={stock}>
              {t(`products.filters.stockLevel.${stock}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('products.filters.sort')}</span>
        <select
          className={styles.select}
          value={filters.sort ?? 'newest'}
          onChange={(event) => set('sort', event.target.value as ProductFilters['sort'])}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`products.filters.sortBy.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
