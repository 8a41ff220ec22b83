import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { cx } from '../internal/class-names';
import { Picture } from '../picture/picture';
import { SWIPER_AUTOPLAY_MS } from '../internal/constants';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../internal/use-media-query';
import { useSnapRow } from '../internal/use-snap-row';
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
  /** How wide the slides show, as a `sizes` attribute (they fill the carousel: the page's width by default). */
  imageSizes?: string;
  className?: string;
}

/** The slides' pictures are 3:1; CSS crops them to the carousel's own ratio. */
const SLIDE_WIDTH = 1200;
const SLIDE_HEIGHT = 400;

/**
 * An image carousel after the WAI-ARIA APG pattern, on native scroll snapping: the browser follows touch swipes
 * and turns the slides on its compositor, so a turn costs the page's main thread a render, not a script every
 * frame, and the carousel brings no library. A mouse drags. Autoplay pauses while the pointer is over it, while
 * focus is inside it, when the user prefers reduced motion, and via the rotation button; a touch stops it as the
 * button does.
 */
export function Swiper({
  slides,
  labels,
  autoplayMs = SWIPER_AUTOPLAY_MS,
  imageSizes = '100vw',
  className,
}: SwiperProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const count = slides.length;
  const canRotate = autoplayMs > 0 && count > 1 && !reducedMotion;
  const rotating = canRotate && !stopped && !hovered && !focused;
  const current = Math.min(selected, Math.max(count - 1, 0));
  const rowRef = useRef<HTMLDivElement>(null);
  const { rowProps, go } = useSnapRow({
    row: rowRef,
    total: count,
    current,
    onChange: setSelected,
    reducedMotion,
  });

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setSelected((value) => (value + 1) % count), autoplayMs);
    return () => clearTimeout(timer);
  }, [rotating, current, count, autoplayMs]);

  if (count === 0) return null;

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
      <div
        ref={rowRef}
        className={styles.viewport}
        id={`${baseId}-slides`}
        aria-live={rotating ? 'off' : 'polite'}
        {...rowProps}
        // A swipe stops the rotation, as the button does.
        onTouchStart={() => setStopped(true)}
      >
        <div className={styles.track}>
          {slides.map((slide, i) => {
            // The first slide is usually the page's largest image: preloaded and fetched first, never lazily.
            const image = (
              <Picture
                className={styles.image}
                src={slide.imageSrc}
                alt={slide.imageAlt}
                width={SLIDE_WIDTH}
                height={SLIDE_HEIGHT}
                sizes={imageSizes}
                sourceWidth={SLIDE_WIDTH}
                priority={i === 0}
                draggable={false}
              />
            );
            const offScreen = i !== current;
            return (
              <div
                key={slide.id}
                className={styles.slide}
                role="group"
                aria-roledescription={labels.slide}
                aria-label={labels.slidePosition(i + 1, count)}
                // Slides beside the current one show only while swiping: out of reach for keys and readers.
                aria-hidden={offScreen || undefined}
                inert={offScreen}
              >
                {slide.href ? (
                  <a className={styles.link} href={slide.href} draggable={false}>
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
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
              {stopped ? <PlayIcon /> : <PauseIcon />}
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

function PauseIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="3" y="2" width="3.5" height="12" rx="1" />
      <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 2.5v11a.5.5 0 0 0 .76.43l9-5.5a.5.5 0 0 0 0-.86l-9-5.5A.5.5 0 0 0 4 2.5Z" />
    </svg>
  );
}
