import { Skeleton } from '@mall/ui';
import styles from './tiles.module.css';

/** Stand-in tiles while a tile list loads or waits to render, in the tiles' shape. */
export function TilesSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.tiles} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className={styles.tile}>
            <Skeleton shape="square" className={styles.skeletonPicture} />
            <Skeleton shape="line" />
          </div>
        </li>
      ))}
    </ul>
  );
}
