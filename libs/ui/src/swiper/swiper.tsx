import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { cx } from '../internal/class-names';
import { Picture } from '../picture/picture';
import { SWIPER_AUTOPLAY_MS } from '../internal/constants';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../internal/use-media-query';
import styles from './swiper.module.css';
import { useCarousel } from './use-carousel';

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
 * An image carousel after the WAI-ARIA APG pattern, on Embla: slides follow touch swipes and mouse drags.
 * Autoplay pauses while the pointer is over it, while focus is inside it, when the user prefers reduced motion,
 * and via the rotation button; a swipe stops it as the button does. Embla's code is fetched when the carousel
 * first moves — its first automatic turn, or the shopper's first touch, hover or focus on it — not with the page:
 * until then the carousel is its first slide, which is all a first screen shows.
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

  const viewportRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  /** Set when the first automatic turn came before Embla: the turn is taken as soon as it arrives. */
  const turnOnArrival = useRef(false);
  useEffect(() => {
    if (count < 2 || wanted) return undefined;
    const timer = setTimeout(() => {
      turnOnArrival.current = rotating;
      setWanted(true);
    }, autoplayMs || SWIPER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [count, wanted, autoplayMs, rotating]);
  const carousel = useCarousel(viewportRef, count > 1 && wanted, autoplayMs);
  useEffect(() => {
    if (!carousel || !turnOnArrival.current) return;
    turnOnArrival.current = false;
    setSelected((value) => (value + 1) % count);
  }, [carousel, count]);

  // The selection is the component's: buttons set it at once, and Embla follows (and reports swipes).
  useEffect(() => {
    if (!carousel) return undefined;
    const showSelected = () => setSelected(carousel.selectedScrollSnap());
    const stopRotation = () => setStopped(true);
    carousel.on('select', showSelected).on('pointerDown', stopRotation);
    return () => {
      carousel.off('select', showSelected).off('pointerDown', stopRotation);
    };
  }, [carousel]);

  useEffect(() => {
    // With reduced motion, the carousel jumps to the slide instead of scrolling to it.
    carousel?.scrollTo(selected, reducedMotion);
  }, [carousel, selected, reducedMotion]);

  useEffect(() => {
    const autoplay = carousel?.plugins().autoplay;
    if (!carousel || !autoplay) return undefined;
    // Embla restarts its plugins when it re-initialises (e.g. on a resize): tell autoplay again.
    const apply = () => (rotating ? autoplay.play() : autoplay.stop());
    apply();
    carousel.on('reInit', apply);
    return () => {
      carousel.off('reInit', apply);
    };
  }, [carousel, rotating]);

  if (count === 0) return null;

  const current = Math.min(selected, count - 1);
  const go = (next: number) => setSelected((next + count) % count);
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={cx(styles.swiper, className)}
      aria-roledescription={labels.carousel}
      aria-label={labels.region}
      onMouseEnter={() => {
        setHovered(true);
        want();
      }}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={want}
      onTouchStart={want}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={handleBlur}
    >
      <div
        ref={viewportRef}
        className={styles.viewport}
        id={`${baseId}-slides`}
        aria-live={rotating ? 'off' : 'polite'}
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
