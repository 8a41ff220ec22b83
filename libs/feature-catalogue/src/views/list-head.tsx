import { Skeleton } from '@mall/ui';
import './list-head.css';
import { ListControlsSkeleton } from './list-controls';
import page from './page.module.css';
import { ProductGridSkeleton } from './product-card';

/** The products' part of a list page while it loads: its controls' row, then stand-in cards. */
export function ProductListSkeleton() {
  return (
    <>
      <ListControlsSkeleton />
      <ProductGridSkeleton />
    </>
  );
}

/**
 * A category page while it loads, row for row as high as the loaded page (the breadcrumb, the title, the row of
 * sub-categories when it will have some, the products' heading and controls), so its grid starts where the loaded
 * page's does.
 */
export function CategorySkeleton({ subcategories }: { subcategories: boolean }) {
  return (
    <div className={page.page}>
      <div className={page.headLine}>
        <Skeleton shape="short-line" />
      </div>
      <div className={page.headTitle}>
        <Skeleton shape="short-line" />
      </div>
      {subcategories && (
        <div>
          <div className={page.headHeading}>
            <Skeleton shape="short-line" />
          </div>
          <div className={page.chipRow} />
        </div>
      )}
      <div>
        <div className={page.headHeading}>
          <Skeleton shape="short-line" />
        </div>
        <ProductListSkeleton />
      </div>
    </div>
  );
}
