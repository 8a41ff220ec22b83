import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../internal/class-names';
import styles from './card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'className' | 'style'> {
  /** The card's heading (an h2), which names it as a region; a card without one is only a frame. */
  title?: string;
  /** The element: a section; an article for one entry of a list; a div for a placeholder. */
  as?: 'section' | 'article' | 'div';
  /**
   * `compact` for the many cards of a list or a dashboard; `narrow` for a screen that is one card in the
   * middle (sign-in, registration).
   */
  size?: 'regular' | 'compact' | 'narrow';
  children: ReactNode;
}

/** A framed part of a screen, one of several stacked on a page. */
export function Card({ title, as: Element = 'section', size = 'regular', children, ...rest }: CardProps) {
  const id = useId();
  return (
    <Element
      {...rest}
      className={cx(styles.card, size !== 'regular' && styles[size])}
      aria-labelledby={title ? id : rest['aria-labelledby']}
    >
      {title && (
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      )}
      {children}
    </Element>
  );
}
