import { Card, Skeleton } from '@mall/ui';
import styles from '../shared/orders.module.css';

const PLACEHOLDER_CARDS = 3;

/** Cards' outlines while a list loads (QueryContent's placeholder gives them their busy role and name). */
export function ListSkeleton() {
  return (
    <div className={styles.list}>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <Card key={index} as="div" size="compact">
          <Skeleton shape="short-line" />
          <div className={styles.item}>
            <Skeleton shape="square" className={styles.thumb} />
            <Skeleton />
          </div>
          <Skeleton shape="short-line" />
        </Card>
      ))}
    </div>
  );
}
