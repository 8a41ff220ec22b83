import { useId, type ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps {
  /** The card's heading (an h2), which names it as a region; a card without one is only a frame. */
  title?: string;
  children: ReactNode;
}

/** A framed part of a screen, one of several stacked on a page. */
export function Card({ title, children }: CardProps) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={title ? id : undefined}>
      {title && (
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
