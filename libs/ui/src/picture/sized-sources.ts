/**
 * The widths the server makes of a media picture (`/media/_sized/<width>/<path>.<format>`); the API's
 * media-variants module answers only these.
 */
export const SIZED_WIDTHS = [160, 320, 480, 640, 960, 1200] as const;

const MEDIA_PREFIX = '/media/';

export interface SizedSources {
  avif: string;
  webp: string;
}

/**
 * `srcset` lists of a public media picture in AVIF and WebP, in the widths up to `largest` (the original's
 * width: larger copies would be the same picture). Undefined for anything else (uploads behind signed links,
 * pictures on other hosts, data URLs), which is shown as it is.
 */
export function sizedSources(src: string, largest: number = SIZED_WIDTHS.at(-1)!): SizedSources | undefined {
  let url: URL;
  try {
    url = new URL(src, globalThis.location?.href ?? 'http://localhost/');
  } catch {
    return undefined;
  }
  const sameHost = !globalThis.location || url.host === globalThis.location.host;
  if (!sameHost || !url.pathname.startsWith(MEDIA_PREFIX) || url.search) return undefined;
  const path = url.pathname.slice(MEDIA_PREFIX.length);
  if (path.startsWith('_sized/')) return undefined;
  const widths = SIZED_WIDTHS.filter((width) => width <= largest);
  const list = (format: keyof SizedSources) =>
    widths
      .map((width) => `${url.origin}${MEDIA_PREFIX}_sized/${width}/${path}.${format} ${width}w`)
      .join(', ');
  return { avif: list('avif'), webp: list('webp') };
}
