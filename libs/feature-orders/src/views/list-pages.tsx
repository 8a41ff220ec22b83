import { Pagination } from '@mall/ui';
import type { OrdersT } from '../shared/i18n';

export interface ListPagesProps {
  t: OrdersT;
  /** Accessible name of the page navigation. */
  label: string;
  totalLabel: (total: number) => string;
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Page links under a list, when it has more than one page. */
export function ListPages({ t, label, totalLabel, page, total, pageSize, onPageChange }: ListPagesProps) {
  if (total <= pageSize && page === 1) return null;
  return (
    <Pagination
      page={page}
      total={total}
      pageSize={pageSize}
      onPageChange={onPageChange}
      labels={{
        nav: label,
        previous: t('common:pagination.previous'),
        next: t('common:pagination.next'),
        page: (number) => t('common:pagination.page', { page: number }),
        total: totalLabel,
      }}
    />
  );
}
