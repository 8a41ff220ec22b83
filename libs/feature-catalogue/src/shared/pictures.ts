import type { PictureSource } from '@mall/ui';

// The catalogue's pictures: how wide the originals are (no larger copy is asked for) and how wide they show.

export const PRODUCT_PICTURE_WIDTH = 600;
export const TILE_PICTURE_WIDTH = 400;
export const AD_PICTURE_WIDTH = 1200;

/** Half a phone's width in two columns; a column of at most 14rem wider up. */
export const CARD_PICTURE_SIZES = '(min-width: 48rem) 14rem, 50vw';

/** The product gallery fills a phone's width, and half the page (at most 75rem) wider up. */
export const GALLERY_PICTURE_SIZES = '(min-width: 48rem) 37.5rem, 100vw';

/** The home carousel spans the screen. */
export const HERO_PICTURE_SIZES = '100vw';

export const cardPicture = (src: string): PictureSource => ({
  src,
  sizes: CARD_PICTURE_SIZES,
  sourceWidth: PRODUCT_PICTURE_WIDTH,
});

export const galleryPicture = (src: string): PictureSource => ({
  src,
  sizes: GALLERY_PICTURE_SIZES,
  sourceWidth: PRODUCT_PICTURE_WIDTH,
});

export const heroPicture = (src: string): PictureSource => ({
  src,
  sizes: HERO_PICTURE_SIZES,
  sourceWidth: AD_PICTURE_WIDTH,
});
