import { lazy, Suspense, useId, useRef, useState } from 'react';
import { cx } from '../internal/class-names';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../internal/use-media-query';
import { useSnapRow } from '../internal/use-snap-row';
import { Picture } from '../picture/picture';
import styles from './gallery.module.css';

// The full-screen viewer loads only when a shopper asks to zoom.
const ZoomViewer = lazy(() => import('./zoom-viewer').then((module) => ({ default: module.ZoomViewer })));

export interface GalleryImage {
  src: string;
  /** Alternative text (translated). */
  alt: string;
}

export interface GalleryLabels {
  /** Accessible name of the gallery, e.g. "Pictures of Kettle". */
  region: string;
  previous: string;
  next: string;
  /** Name of the button that opens the full-screen view. */
  zoom: string;
  /** Name of the full-screen view's close button. */
  close: string;
  /** Name of the full-screen view, e.g. "Kettle, zoomed". */
  viewer: string;
  /** e.g. (2, 5) → "2 / 5". */
  position: (position: number, total: number) => string;
  /** Name of a thumbnail, e.g. (2, 5) → "Show picture 2 of 5". */
  showImage: (position: number, total: number) => string;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  labels: GalleryLabels;
  /** The picture shown (the caller's, so it can survive a re-render of the page). */
  index: number;
  onIndexChange: (index: number) => void;
  /** The pictures' shape before they arrive. */
  width: number;
  height: number;
  /** How wide the main picture shows (`sizes`), and the originals' width. */
  sizes: string;
  sourceWidth?: number;
  className?: string;
}

const THUMBNAIL_SIZE = 64;

/**
 * Several pictures of one thing: a row that follows touch swipes (native scroll snapping) and mouse drags,
 * previous and next buttons, thumbnails on wide screens, and a full-screen view to zoom in (arrows turn the
 * pictures, Escape closes it).
 */
export function Gallery({
  images,
  labels,
  index,
  onIndexChange,
  width,
  height,
  sizes,
  sourceWidth,
  className,
}: GalleryProps) {
  const viewportId = useId();
  const [zoomed, setZoomed] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const total = images.length;
  const current = Math.min(Math.max(index, 0), Math.max(total - 1, 0));
  const rowRef = useRef<HTMLUListElement>(null);
  const { rowProps, go } = useSnapRow({
    row: rowRef,
    total,
    current,
    onChange: onIndexChange,
    reducedMotion,
  });

  if (total === 0) return null;

  return (
    <section className={cx(styles.gallery, className)} aria-label={labels.region}>
      <div className={styles.stage}>
        <ul
          ref={rowRef}
          id={viewportId}
          className={styles.viewport}
          {...rowProps}
          // A scrolling row is reachable from the keyboard: focused, the arrows turn the pictures.
          tabIndex={0}
          onKeyDown={(event) => {
            if (total < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
            event.preventDefault();
            go(current + (event.key === 'ArrowRight' ? 1 : -1));
          }}
          data-testid="gallery-viewport"
        >
          {images.map((image, i) => (
            <li
              key={`${i}-${image.src}`}
              className={styles.slide}
              aria-hidden={i !== current || undefined}
              inert={i !== current}
            >
              <Picture
                className={styles.image}
                src={image.src}
                alt={image.alt}
                width={width}
                height={height}
                sizes={sizes}
                sourceWidth={sourceWidth}
                priority={i === 0}
                draggable={false}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={cx(styles.control, styles.zoom)}
          aria-label={labels.zoom}
          aria-haspopup="dialog"
          onClick={() => setZoomed(true)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6" />
            <path d="M15 15l5 5M8 10.5h5M10.5 8v5" />
          </svg>
        </button>
        {total > 1 && (
          <>
            <button
              type="button"
              className={cx(styles.control, styles.previous)}
              aria-label={labels.previous}
              aria-controls={viewportId}
              onClick={() => go(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={cx(styles.control, styles.next)}
              aria-label={labels.next}
              aria-controls={viewportId}
              onClick={() => go(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className={styles.counter} aria-live="polite">
              {labels.position(current + 1, total)}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className={styles.thumbnails}>
          {images.map((image, i) => (
            <li key={`${i}-${image.src}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={labels.showImage(i + 1, total)}
                aria-pressed={i === current}
                onClick={() => onIndexChange(i)}
              >
                <Picture
                  className={styles.thumbnailImage}
                  src={image.src}
                  alt=""
                  width={THUMBNAIL_SIZE}
                  height={THUMBNAIL_SIZE}
                  sizes={`${THUMBNAIL_SIZE}px`}
                  sourceWidth={sourceWidth}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && (
        <Suspense fallback={null}>
          <ZoomViewer
            images={images}
            labels={labels}
            index={current}
            onIndexChange={go}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
