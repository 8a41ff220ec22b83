import { cx } from '../internal/class-names';
import styles from './skeleton.module.css';

export type SkeletonShape = 'square' | 'line' | 'short-line';

export interface SkeletonProps {
  /** A square (a picture), a full line of text, or a shorter one (a price). */
  shape?: SkeletonShape;
  className?: string;
}

const shapeClass: Record<SkeletonShape, string | undefined> = {
  square: styles.square,
  line: styles.line,
  'short-line': styles.shortLine,
};

/** A grey stand-in for content still loading, with the content's shape so nothing moves when it arrives. */
export function Skeleton({ shape = 'line', className }: SkeletonProps) {
  return <span className={cx(styles.skeleton, shapeClass[shape], className)} aria-hidden="true" />;
}
