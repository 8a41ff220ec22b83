import { Button } from '@mall/ui';
import { useEffect, useRef, useState } from 'react';
import styles from './zoomable-image.module.css';

export interface ZoomableImageLabels {
  /** The button around the picture, e.g. "Open the picture full screen". */
  open: string;
  zoomIn: string;
  zoomOut: string;
  close: string;
  /** e.g. "Zoom 200 %" (`{{percent}}` already filled). */
  zoom: (percent: number) => string;
}

export interface ZoomableImageProps {
  src: string;
  /** What the picture shows, e.g. "Proof of the transfer". */
  alt: string;
  labels: ZoomableImageLabels;
}

const ZOOMS = [1, 1.5, 2, 3, 4] as const;

/**
 * Evidence shown large: the picture fills its column; a click (or Enter/Space) opens it full screen, where
 * + and − (buttons or keys) zoom it and the picture scrolls; Escape closes.
 */
export function ZoomableImage({ src, alt, labels }: ZoomableImageProps) {
  const [open, setOpen] = useState(false);
  const [zoom, setZoom] = useState(0);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  const zoomBy = (step: number) => setZoom((index) => Math.min(ZOOMS.length - 1, Math.max(0, index + step)));
  const scale = ZOOMS[zoom]!;

  return (
    <>
      <button
        type="button"
        className={styles.preview}
        onClick={() => setOpen(true)}
        aria-label={`${labels.open}: ${alt}`}
      >
        <img src={src} alt={alt} className={styles.picture} />
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-label={alt}
        onClose={() => setOpen(false)}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onKeyDown={(event) => {
          if (event.key === '+' || event.key === '=') zoomBy(1);
          else if (event.key === '-') zoomBy(-1);
          else return;
          event.preventDefault();
        }}
      >
        {open && (
          <>
            <div className={styles.toolbar}>
              <Button size="sm" variant="secondary" onClick={() => zoomBy(-1)} disabled={zoom === 0}>
                {labels.zoomOut}
              </Button>
              <span className={styles.level} aria-live="polite">
                {labels.zoom(Math.round(scale * 100))}
              </span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => zoomBy(1)}
                disabled={zoom === ZOOMS.length - 1}
              >
                {labels.zoomIn}
              </Button>
              <Button size="sm" onClick={() => setOpen(false)} autoFocus>
                {labels.close}
              </Button>
            </div>
            {/* Focusable so the zoomed picture scrolls with the arrow keys too. */}
            <div className={styles.stage} tabIndex={0} role="group" aria-label={alt}>
              <img
                src={src}
                alt={alt}
                className={styles.full}
                style={{ width: `${scale * 100}%`, maxWidth: scale === 1 ? '100%' : 'none' }}
              />
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
