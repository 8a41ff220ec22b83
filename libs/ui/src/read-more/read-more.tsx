import { useCallback, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { READ_MORE_HEIGHT_PX } from '../internal/constants';
import styles from './read-more.module.css';

export interface ReadMoreProps {
  children: ReactNode;
  /** Text of the toggle while collapsed, e.g. "Read more" (translated). */
  moreLabel: string;
  /** Text of the toggle while expanded, e.g. "Show less" (translated). */
  lessLabel: string;
  /** Content taller than this (CSS pixels; spec: 400) is collapsed to it. */
  collapsedHeight?: number;
  defaultExpanded?: boolean;
  className?: string;
}

/** Collapses long content behind a toggle; short content renders as is. */
export function ReadMore({
  children,
  moreLabel,
  lessLabel,
  collapsedHeight = READ_MORE_HEIGHT_PX,
  defaultExpanded = false,
  className,
}: ReadMoreProps) {
  const contentId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [overflowing, setOverflowing] = useState(false);

  // A callback ref measures on mount and again whenever the content resizes (images loading, fonts, width).
  const measureRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return undefined;
      const measure = () => setOverflowing(element.scrollHeight > collapsedHeight);
      measure();
      if (typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => observer.disconnect();
    },
    [collapsedHeight],
  );

  const collapsed = overflowing && !expanded;
  const style = { '--read-more-height': `${collapsedHeight}px` } as CSSProperties;

  return (
    <div className={cx(styles.readMore, className)} style={style}>
      <div id={contentId} className={cx(styles.viewport, collapsed && styles.collapsed)}>
        <div ref={measureRef}>{children}</div>
      </div>
      {overflowing && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      )}
    </div>
  );
}
