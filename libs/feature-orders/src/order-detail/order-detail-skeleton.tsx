import { Card, Skeleton } from '@mall/ui';
import styles from '../shared/orders.module.css';

/** The steps of an order's tracking: placed, paid, shipped, delivered, completed. */
const TRACKING_STEPS = 5;

/**
 * The order's page while it loads: outlines of its first sections (the order with its actions, the tracking, the
 * items) in their columns (QueryContent's placeholder gives them their busy role and name).
 */
export function OrderDetailSkeleton() {
  return (
    <div className={styles.stack} aria-hidden="true">
      <div className={styles.overview}>
        <Card as="div" size="compact">
          <div className={styles.cardHeader}>
            <Skeleton shape="short-line" />
            <Skeleton shape="short-line" className={styles.skeletonState} />
          </div>
          <Skeleton className={styles.skeletonBlock} />
          <Skeleton shape="short-line" />
        </Card>
        <div className={styles.tracking}>
          <Card as="div" size="compact">
            <Skeleton shape="short-line" />
            {Array.from({ length: TRACKING_STEPS }, (_, index) => (
              <div key={index} className={styles.item}>
                <Skeleton shape="square" className={styles.skeletonStep} />
                <Skeleton shape="short-line" />
              </div>
            ))}
          </Card>
        </div>
        <Card as="div" size="compact">
          <Skeleton shape="short-line" />
          <div className={styles.items}>
            <div className={styles.detailItem}>
              <Skeleton shape="square" className={styles.thumb} />
              <div className={styles.itemBody}>
                <Skeleton />
                <Skeleton shape="short-line" />
              </div>
            </div>
          </div>
        </Card>
      </div>
    </div>
  );
}
