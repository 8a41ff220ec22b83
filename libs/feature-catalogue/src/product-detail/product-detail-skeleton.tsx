import { pageBarRef, Skeleton } from '@mall/ui';
import page from '../views/page.module.css';
import styles from './product-detail-view.module.css';

/**
 * The product page's layout before its data: the breadcrumb, the picture, name, rating, price, stock, buy bar and
 * seller card in their places and sizes, so nothing moves when the product arrives.
 */
export function ProductDetailSkeleton() {
  return (
    <div className={styles.product} aria-hidden="true">
      <div className={page.breadcrumb}>
        <Skeleton shape="short-line" />
      </div>
      <div className={styles.top}>
        <div className={styles.gallery}>
          <Skeleton shape="square" className={styles.skeletonPicture} />
        </div>
        <div className={styles.summary}>
          <Skeleton shape="line" className={styles.skeletonTitle} />
          <Skeleton shape="short-line" />
          <Skeleton shape="short-line" className={styles.skeletonPrice} />
          <Skeleton shape="short-line" />
          <div ref={pageBarRef} className={styles.buyBar}>
            <div className={styles.barPrice}>
              <Skeleton shape="line" className={styles.skeletonQuantity} />
            </div>
            <div className={styles.quantity}>
              <Skeleton shape="line" className={styles.skeletonQuantity} />
            </div>
            <div className={styles.skeletonButtons}>
              <Skeleton shape="line" className={styles.skeletonControl} />
              <Skeleton shape="line" className={styles.skeletonControl} />
            </div>
          </div>
          <Skeleton shape="line" className={styles.skeletonCard} />
        </div>
      </div>
    </div>
  );
}
