import sharp from 'sharp';
import { hashString } from './prng';

export interface DemoImageOptions {
  width: number;
  height: number;
  /** The letter(s) drawn in the middle; by default the initial of the key's subject. */
  label?: string;
}

const MAX_SIDE = 4096;

/** `#rrggbb` from hue (degrees), saturation and lightness (0–1). */
function hsl(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** "product/audio/1" → "A", "brand/voltix" → "V", "shop/shop-03/logo" → "S", "news/4" → "N". */
export function imageLabel(key: string): string {
  const [kind = '', subject = ''] = key.split('/');
  const initial = /^[a-z]/i.test(subject) ? subject : kind;
  return (initial.charAt(0) || '?').toUpperCase();
}

function shapeFor(imageKey: string, width: number, height: number, hash: number): string {
  const kind = imageKey.split('/')[0];
  const min = Math.min(width, height);
  const cx = width / 2;
  const cy = height / 2;
  if (kind === 'brand' || (kind === 'shop' && !imageKey.endsWith('/banner'))) {
    return `<circle cx="${cx}" cy="${cy}" r="${min * 0.36}" fill="#ffffff" fill-opacity="0.22"/>`;
  }
  if (kind === 'product' || kind === 'category') {
    const side = min * 0.62;
    const angle = (hash >>> 3) % 30;
    return `<rect x="${cx - side / 2}" y="${cy - side / 2}" width="${side}" height="${side}" rx="${side * 0.18}" fill="#ffffff" fill-opacity="0.2" transform="rotate(${angle - 15} ${cx} ${cy})"/>`;
  }
  const stripe = Math.max(width, height) * 0.25;
  return `<path d="M0 ${height} L${width} 0 L${width} ${stripe} L${stripe} ${height} Z" fill="#ffffff" fill-opacity="0.15"/>`;
}

/** The SVG behind `renderDemoImage`: a gradient and a shape derived from the key's hash, and the label. */
export function demoImageSvg(imageKey: string, { width, height, label }: DemoImageOptions): string {
  const hash = hashString(imageKey);
  const hue = hash % 360;
  const from = hsl(hue, 0.62, 0.58);
  const to = hsl((hue + 35 + ((hash >>> 9) % 50)) % 360, 0.7, 0.38);
  const text = escapeXml(label ?? imageLabel(imageKey));
  const fontSize = Math.round(Math.min(width, height) * 0.42);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    shapeFor(imageKey, width, height, hash),
    `<text x="${width / 2}" y="${height / 2}" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#ffffff" fill-opacity="0.92">${text}</text>`,
    '</svg>',
  ].join('');
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
    .webp({ quality: 80 })
    .toBuffer();
}
