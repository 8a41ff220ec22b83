import type { ProductSummary } from '@mall/sdk';
import { EmptyState, Pagination } from '@mall/ui';
import type { ReactNode } from 'react';
import type { Formats } from '../shared/formats';
import type { CatalogueT } from '../shared/i18n';
import { ProductGrid } from './product-card';

/** One page of a list as the API sends it. */
export interface ListPage<Item> {
  list: Item[];
  page: number;
  page_size: number;
  total: number;
  total_capped: boolean;
  has_more: boolean;
}

export type ProductPage = ListPage<ProductSummary>;

export interface PageControlsProps {
  list: ListPage<unknown>;
  formats: Formats;
  t: CatalogueT;
  onPageChange: (page: number) => void;
}

/** Previous / next, page numbers and "items in total" labels under a list. */
export function PageControls({ list, formats, t, onPageChange }: PageControlsProps) {
  if (list.total <= list.page_size && list.page <= 1 && !list.has_more) return null;
  return (
    <Pagination
      page={list.page}
      pageSize={list.page_size}
      total={list.total}
      totalCapped={list.total_capped}
      hasMore={list.has_more}
      onPageChange={onPageChange}
      labels={{
        nav: t('common:pagination.label'),
        previous: t('common:pagination.previous'),
        next: t('common:pagination.next'),
        page: (page) => t('common:pagination.page', { page }),
        total: (total, capped) =>
          t('pagination.total', { total: `${formats.count(total)}${capped ? '+' : ''}` }),
      }}
    />
  );
}

export interface PaginatedProductsProps {
  products: ProductPage;
  formats: Formats;
  t: CatalogueT;
  onPageChange: (page: number) => void;
  empty: { title: string; message?: string; action?: ReactNode };
  /** Level of the headings in the list (product names, the empty state's title), to fit the page outline. */
  headingLevel?: 2 | 3;
}

/** A page of products with pagination, or an empty state. */
export function PaginatedProducts({
  products,
  formats,
  t,
  onPageChange,
  empty,
  headingLevel = 2,
}: PaginatedProductsProps) {
  return (
    <>
      {products.list.length === 0 ? (
        <EmptyState
          title={empty.title}
          message={empty.message}
          action={empty.action}
          headingLevel={headingLevel}
        />
      ) : (
        <ProductGrid
          products={products.list}
          formats={formats}
          t={t}
          priorityFirst
          headingLevel={headingLevel}
        />
      )}
      <PageControls list={products} formats={formats} t={t} onPageChange={onPageChange} />
    </>
  );
}
