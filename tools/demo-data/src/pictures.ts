import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { categoryPictures, nounPictures } from './words/pictures';

const requireFromHere = createRequire(__filename);
const ZERO_WIDTH_JOINER = '\u200d';
const VARIATION_SELECTOR = /\ufe0f/g;

/** The file Twemoji names an emoji by: its code points in hex, without the emoji-style selector unless joined. */
export function twemojiFile(emoji: string): string {
  const text = emoji.includes(ZERO_WIDTH_JOINER) ? emoji : emoji.replace(VARIATION_SELECTOR, '');
  return `${[...text].map((ch) => ch.codePointAt(0)!.toString(16)).join('-')}.svg`;
}

export interface PictureChoice {
  /** The Twemoji SVG file drawn. */
  file: string;
  /** Whether the picture takes the product's colour itself rather than standing on it. */
  tint: boolean;
}

/**
 * The picture of a product or category image key ("product/audio/headphones/2", "category/audio"), or null for
 * kinds of images that have none.
 */
export function pictureFor(imageKey: string): PictureChoice | null {
  const [kind, subject = '', noun = ''] = imageKey.split('/');
  if (kind === 'product') {
    const picture = nounPictures[noun];
    return picture ? { file: twemojiFile(picture.emoji), tint: picture.tint === true } : null;
  }
  if (kind === 'category') {
    const emoji = categoryPictures[subject];
    return emoji ? { file: twemojiFile(emoji), tint: false } : null;
  }
  return null;
}

export interface PictureSvg {
  viewBox: string;
  /** The drawing inside the file's root element. */
  body: string;
}

const loaded = new Map<string, PictureSvg>();

/** A Twemoji SVG read from the installed package (offline), parsed once per process. */
export function loadPicture(file: string): PictureSvg {
  let picture = loaded.get(file);
  if (!picture) {
    const source = readFileSync(requireFromHere.resolve(`@twemoji/svg/${file}`), 'utf8');
    const root = /^<svg[^>]*viewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(source.trim());
    if (!root) throw new Error(`${file} is not a single SVG drawing`);
    picture = { viewBox: root[1]!, body: root[2]! };
    loaded.set(file, picture);
  }
  return picture;
}

/** A picture as an element of a larger SVG, fitted into the square at (x, y) with the given side. */
export function placedPicture(picture: PictureSvg, x: number, y: number, side: number): string {
  return `<svg x="${x}" y="${y}" width="${side}" height="${side}" viewBox="${picture.viewBox}">${picture.body}</svg>`;
}
