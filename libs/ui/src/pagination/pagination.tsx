import { cx } from '../internal/class-names';
import styles from './pagination.module.css';

export interface PaginationLabels {
  /** Accessible name of the nav landmark, e.g. "Pagination". */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. 3 → "Page 3". */
  page: (page: number) => string;
  /**
   * "Total N items" text, e.g. 120 → "120 items in total", or "10,000+ items" when `capped`; omitted when
   * absent.
   */
  total?: (total: number, capped: boolean) => string;
}

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of items over all pages. */
  total: number;
  /** The server stopped counting at `total`: there may be more pages than it covers. */
  totalCapped?: boolean;
  /** Whether a page follows the current one (used when the total is capped). */
  hasMore?: boolean;
  pageSize: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
  /** Page numbers shown either side of the current one. */
  siblings?: number;
  className?: string;
}

type PageItem = number | 'gap-start' | 'gap-end';

/** First, last, current ± siblings; gaps of one page show the page instead of an ellipsis. */
export function paginationItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const shown = new Set<number>([1, pageCount]);
  for (let p = page - siblings; p <= page + siblings; p += 1) shown.add(p);
  const pages = [...shown].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(p - 1);
    else if (previous !== undefined && p - previous > 2) items.push(p < page ? 'gap-start' : 'gap-end');
    items.push(p);
  });
  return items;
}

export function Pagination({
  page,
  total,
  totalCapped = false,
  hasMore = false,
  pageSize,
  onPageChange,
  labels,
  siblings = 1,
  className,
}: PaginationProps) {
  const countedPages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  // Past a capped total, the pages reached so far exist, and one more while the server says there is more.
  const pageCount = totalCapped ? Math.max(countedPages, page + (hasMore ? 1 : 0)) : countedPages;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== current) onPageChange(target);
  };

  return (
    <nav className={cx(styles.pagination, className)} aria-label={labels.nav}>
      {labels.total && <p className={styles.total}>{labels.total(total, totalCapped)}</p>}
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={cx(styles.button, styles.edge)}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            {labels.previous}
          </button>
        </li>
        {paginationItems(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.button}
                aria-label={labels.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cx(styles.button, styles.edge)}
            disabled={current >= pageCount}
            onClick={() => go(current + 1)}
          >
            {labels.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
