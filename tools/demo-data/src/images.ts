import sharp from 'sharp';
import { adArtSvg } from './ad-art';
import { brandMarkSvg } from './brand-mark';
import { hsl } from './colour';
import { viewOf } from './image-keys';
import { pictureArtSvg } from './picture-art';
import { pictureFor } from './pictures';
import { hashString } from './prng';
import { shopArtSvg } from './shop-art';
import { escapeXml, LATIN_FONT } from './svg-text';

export interface DemoImageOptions {
  width: number;
  height: number;
  /** The letter(s) a letter tile (news, blog posts) shows; by default the initial of the key's subject. */
  label?: string;
}

const MAX_SIDE = 4096;
/** Half the encoding time of the default (4) for files about a tenth larger: seeding renders hundreds. */
const WEBP_EFFORT = 2;
const WEBP_QUALITY = 80;

/** "product/audio/1" → "A", "brand/voltix" → "V", "shop/shop-03/logo" → "S", "news/4" → "N". */
export function imageLabel(key: string): string {
  const [kind = '', subject = ''] = key.split('/');
  const initial = /^[a-z]/i.test(subject) ? subject : kind;
  return (initial.charAt(0) || '?').toUpperCase();
}

function shapeFor(imageKey: string, width: number, height: number): string {
  const kind = imageKey.split('/')[0];
  const min = Math.min(width, height);
  const cx = width / 2;
  const cy = height / 2;
  if (kind === 'brand' || (kind === 'shop' && !imageKey.endsWith('/banner'))) {
    return `<circle cx="${cx}" cy="${cy}" r="${min * 0.36}" fill="#ffffff" fill-opacity="0.22"/>`;
  }
  const stripe = Math.max(width, height) * 0.25;
  return `<path d="M0 ${height} L${width} 0 L${width} ${stripe} L${stripe} ${height} Z" fill="#ffffff" fill-opacity="0.15"/>`;
}

/** A tile for keys without a picture: a gradient from the key's hash, a shape by kind, and the label. */
function letterTileSvg(imageKey: string, { width, height, label }: DemoImageOptions, hash: number): string {
  const hue = hash % 360;
  const from = hsl(hue, 0.62, 0.58);
  const to = hsl((hue + 35 + ((hash >>> 9) % 50)) % 360, 0.7, 0.38);
  const text = escapeXml(label ?? imageLabel(imageKey));
  const fontSize = Math.round(Math.min(width, height) * 0.42);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    shapeFor(imageKey, width, height),
    `<text x="${width / 2}" y="${height / 2}" dy="0.35em" text-anchor="middle" font-family="${LATIN_FONT}" font-weight="bold" font-size="${fontSize}" fill="#ffffff" fill-opacity="0.92">${text}</text>`,
    '</svg>',
  ].join('');
}

/**
 * The SVG behind `renderDemoImage`: the picture of a product or category type, a brand's or shop's
 * mark, a banner for a shop or an ad's offer, else a letter tile.
 */
export function demoImageSvg(imageKey: string, options: DemoImageOptions): string {
  const { base, view } = viewOf(imageKey);
  const picture = pictureFor(base);
  // A product's views share its colours: they are drawn from the picture's own key.
  if (picture) return pictureArtSvg(base, picture, options.width, options.height, hashString(base), view);
  const hash = hashString(imageKey);
  const { width, height } = options;
  const kind = imageKey.split('/')[0];
  const art =
    kind === 'brand'
      ? brandMarkSvg(imageKey, width, height)
      : kind === 'ad'
        ? adArtSvg(imageKey, width, height, hash)
        : kind === 'shop'
          ? shopArtSvg(imageKey, width, height)
          : null;
  return art ?? letterTileSvg(imageKey, options, hash);
}

/** A WebP picture for an image key, drawn locally (no downloads) with sharp from `demoImageSvg`. */
export async function renderDemoImage(imageKey: string, options: DemoImageOptions): Promise<Buffer> {
  const { width, height } = options;
  for (const side of [width, height]) {
    if (!Number.isInteger(side) || side < 1 || side > MAX_SIDE) {
      throw new RangeError(`Image sides must be integers from 1 to ${MAX_SIDE}`);
    }
  }
  return sharp(Buffer.from(demoImageSvg(imageKey, options)))
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
}

/** What names an encoding beside the drawing itself: the encoder's library and its settings. */
export const ENCODING = `webp q${WEBP_QUALITY} effort ${WEBP_EFFORT} vips ${sharp.versions.vips}`;
