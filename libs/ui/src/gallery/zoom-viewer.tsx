import { type KeyboardEvent, useRef, useState } from 'react';
import { useModalDialog } from '../internal/use-modal-dialog';
import type { GalleryImage, GalleryLabels } from './gallery';
import styles from './zoom-viewer.module.css';

export interface ZoomViewerProps {
  images: readonly GalleryImage[];
  labels: GalleryLabels;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The gallery's full-screen view on the native `<dialog>`: the picture as large as the screen allows, in its
 * original size; a press on it zooms in twice around that point (and out again). Left and right arrows turn the
 * pictures, Escape closes it and focus returns to the zoom button.
 */
export function ZoomViewer({ images, labels, index, onIndexChange, onClose }: ZoomViewerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogProps = useModalDialog(true, onClose, closeRef);
  const [magnified, setMagnified] = useState<{ x: number; y: number } | null>(null);
  const total = images.length;
  const image = images[index] ?? images[0]!;

  const turn = (step: number) => {
    setMagnified(null);
    onIndexChange(index + step);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowRight') turn(1);
    else if (event.key === 'ArrowLeft') turn(-1);
    else return;
    event.preventDefault();
  };

  return (
    <dialog {...dialogProps} className={styles.viewer} aria-label={labels.viewer} onKeyDown={onKeyDown}>
      <div className={styles.panel}>
        <button
          type="button"
          className={styles.picture}
          aria-pressed={magnified !== null}
          aria-label={labels.zoom}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            setMagnified((was) =>
              was
                ? null
                : {
                    x: box.width ? ((event.clientX - box.left) / box.width) * 100 : 50,
                    y: box.height ? ((event.clientY - box.top) / box.height) * 100 : 50,
                  },
            );
          }}
        >
          <img
            className={styles.image}
            src={image.src}
            alt={image.alt}
            style={
              magnified
                ? { transform: 'scale(2)', transformOrigin: `${magnified.x}% ${magnified.y}%` }
                : undefined
            }
            draggable={false}
          />
        </button>
        <div className={styles.bar}>
          {total > 1 && (
            <button
              type="button"
              className={styles.control}
              aria-label={labels.previous}
              onClick={() => turn(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
          )}
          <p className={styles.counter} aria-live="polite">
            {labels.position(index + 1, total)}
          </p>
          {total > 1 && (
            <button type="button" className={styles.control} aria-label={labels.next} onClick={() => turn(1)}>
              <span aria-hidden="true">›</span>
            </button>
          )}
          <button
            ref={closeRef}
            type="button"
            className={styles.control}
            aria-label={labels.close}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      </div>
    </dialog>
  );
}
