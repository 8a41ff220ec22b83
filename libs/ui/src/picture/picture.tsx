import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import styles from './picture.module.css';
import { sizedSources } from './sized-sources';

export interface PictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'loading' | 'fetchPriority'
> {
  src: string;
  /** Empty when the picture repeats text beside it. */
  alt: string;
  /** The box's shape before the picture arrives (CSS sets the shown size), so nothing moves when it does. */
  width: number;
  height: number;
  /** How wide the picture shows, as the `sizes` attribute says it (e.g. `(min-width: 768px) 20vw, 50vw`). */
  sizes: string;
  /** The original's width in pixels: no larger copy is offered. */
  sourceWidth?: number;
  /**
   * The page's largest picture, the one its first screen waits for: preloaded with high priority and fetched
   * at once. Every other picture loads when it nears the screen.
   */
  priority?: boolean;
}

export interface PictureSource {
  src: string;
  sizes: string;
  sourceWidth?: number;
}

/**
 * Asks the browser for a picture now, with high priority, in the size and format its `Picture` will show: for
 * the page's main picture, as soon as its address is known (even before the page renders it).
 */
function preloadPicture({ src, sizes, sourceWidth }: PictureSource): void {
  const sources = sizedSources(src, sourceWidth);
  preload(src, {
    as: 'image',
    fetchPriority: 'high',
    ...(sources && { imageSrcSet: sources.avif, imageSizes: sizes, type: 'image/avif' }),
  });
}

/**
 * An image in the sizes the server makes of media pictures (AVIF where the browser takes it, WebP otherwise), so
 * a phone downloads a picture as wide as it shows and no wider.
 */
export function Picture({ src, sizes, sourceWidth, priority = false, alt, ...image }: PictureProps) {
  const sources = sizedSources(src, sourceWidth);
  if (priority) preloadPicture({ src, sizes, sourceWidth });
  const img = (
    <img
      {...image}
      src={src}
      srcSet={sources?.webp}
      sizes={sources && sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
  if (!sources) return img;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      {img}
    </picture>
  );
}
