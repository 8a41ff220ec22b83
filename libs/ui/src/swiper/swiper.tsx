import { useEffect, useId, useState, type FocusEvent } from 'react';
import { cx } from '../internal/class-names';
import { SWIPER_AUTOPLAY_MS } from '../internal/constants';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../internal/use-media-query';
import styles from './swiper.module.css';

export interface SwiperSlide {
  id: string;
  imageSrc: string;
  /** Alternative text of the image (translated); empty only when the link text says it all. */
  imageAlt: string;
  /** Makes the slide a link. */
  href?: string;
}

export interface SwiperLabels {
  /** Accessible name of the carousel region, e.g. "Promotions". */
  region: string;
  /** aria-roledescription of the region, e.g. "carousel" (translated). */
  carousel: string;
  /** aria-roledescription of each slide, e.g. "slide" (translated). */
  slide: string;
  previous: string;
  next: string;
  /** Label of the rotation button while rotating. */
  pause: string;
  /** Label of the rotation button while paused. */
  play: string;
  /** Name of a slide, e.g. (1, 5) → "1 of 5". */
  slidePosition: (position: number, total: number) => string;
  /** Name of a dot button, e.g. (2) → "Show slide 2". */
  goTo: (position: number, total: number) => string;
}

export interface SwiperProps {
  slides: readonly SwiperSlide[];
  labels: SwiperLabels;
  /** Milliseconds between automatic moves (spec: 3000); 0 turns autoplay off. */
  autoplayMs?: number;
  className?: string;
}

/**
 * An image carousel after the WAI-ARIA APG pattern. Autoplay pauses while the pointer is over it, while
 * focus is inside it, when the user prefers reduced motion, and via the rotation button.
 */
export function Swiper({ slides, labels, autoplayMs = SWIPER_AUTOPLAY_MS, className }: SwiperProps) {
  const baseId = useId();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const count = slides.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const canRotate = autoplayMs > 0 && count > 1 && !reducedMotion;
  const rotating = canRotate && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => clearInterval(timer);
  }, [rotating, autoplayMs, count]);

  if (count === 0) return null;

  const go = (next: number) => setIndex((next + count) % count);
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={cx(styles.swiper, className)}
      aria-roledescription={labels.carousel}
      aria-label={labels.region}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <div className={styles.viewport} id={`${baseId}-slides`} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          // The first slide is usually the page's largest image: fetch it first, never lazily.
          const image = (
            <img
              className={styles.image}
              src={slide.imageSrc}
              alt={slide.imageAlt}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          );
          return (
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={labels.slidePosition(i + 1, count)}
              hidden={i !== current}
            >
              {slide.href ? (
                <a className={styles.link} href={slide.href}>
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {canRotate && (
            <button
              type="button"
              className={styles.control}
              aria-label={stopped ? labels.play : labels.pause}
              onClick={() => setStopped((value) => !value)}
            >
              <span aria-hidden="true" className={stopped ? styles.playIcon : styles.pauseIcon} />
            </button>
          )}
          <button
            type="button"
            className={styles.control}
            aria-label={labels.previous}
            aria-controls={`${baseId}-slides`}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={labels.goTo(i + 1, count)}
                aria-controls={`${baseId}-slides`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            aria-label={labels.next}
            aria-controls={`${baseId}-slides`}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
