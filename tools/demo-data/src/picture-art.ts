import { brightness, fullHex, hsl, mix } from './colour';
import { loadPicture, type PictureChoice, placedPicture, type PictureSvg } from './pictures';
import { colourValues } from './words/pictures';

const WHITE = '#ffffff';
const BLACK = '#000000';
/** Backdrop for colours too pale to show on their own pastel (white, beige). */
const COOL_GREY = '#e3e7ec';

interface Palette {
  background: string;
  disc: string;
  /** The product's colour when its name carries one. */
  colour: string | null;
}

/** The colour named by a product key's variant ("product/shoes/sneakers/red"), if it is one. */
function namedColour(imageKey: string): string | null {
  const [kind, , , variant = ''] = imageKey.split('/');
  return kind === 'product' ? (colourValues[variant] ?? null) : null;
}

function paletteFor(imageKey: string, hash: number, tint: boolean): Palette {
  const colour = namedColour(imageKey);
  if (colour === null) {
    const hue = hash % 360;
    return { background: hsl(hue, 0.6, 0.94), disc: hsl(hue, 0.55, 0.84), colour };
  }
  const pale = brightness(colour) > 0.75;
  const background = pale ? COOL_GREY : mix(colour, WHITE, 0.86);
  // A tinted picture already wears the colour: its disc stays soft so the object stands out from it.
  const disc = tint ? (pale ? mix(COOL_GREY, BLACK, 0.08) : mix(colour, WHITE, 0.62)) : colour;
  return { background, disc, colour };
}

/** A scale from dark through `colour` to light, to repaint a picture in one colour keeping its light and shade. */
function toneScale(colour: string): (hex: string) => string {
  const dark = mix(colour, BLACK, 0.6);
  const light = mix(colour, WHITE, 0.72);
  return (hex) => {
    const level = brightness(hex);
    return level < 0.5 ? mix(dark, colour, level * 2) : mix(colour, light, (level - 0.5) * 2);
  };
}

const PAINT = /(fill|stroke)="(#[0-9a-f]{3}|#[0-9a-f]{6})"/gi;

/**
 * The drawing repainted in `colour`: each flat paint is mapped by its brightness (cheaper than an SVG filter, and
 * the same for flat colours). Shapes without a paint are black by default, so the group gives them the darkest tone.
 */
function tinted(picture: PictureSvg, colour: string): PictureSvg {
  const tone = toneScale(colour);
  const repainted = picture.body.replace(
    PAINT,
    (_, property: string, hex: string) => `${property}="${tone(fullHex(hex))}"`,
  );
  return { viewBox: picture.viewBox, body: `<g fill="${tone(BLACK)}">${repainted}</g>` };
}

/**
 * A product or category picture: the emoji of its type on a soft backdrop and disc. A product whose name carries a
 * colour shows it (the object repainted in it, or standing on a disc of it); other variants differ by hue.
 */
export function pictureArtSvg(
  imageKey: string,
  choice: PictureChoice,
  width: number,
  height: number,
  hash: number,
  view = 1,
): string {
  const palette = paletteFor(imageKey, hash, choice.tint);
  const picture = loadPicture(choice.file);
  const drawn = choice.tint && palette.colour !== null ? tinted(picture, palette.colour) : picture;
  const min = Math.min(width, height);
  const cx = width / 2;
  const cy = height / 2;
  if (view === 2) {
    // A close-up: the object fills the frame, cut by its edges, on the backdrop alone.
    const side = min * 1.3;
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
      `<rect width="${width}" height="${height}" fill="${palette.disc}"/>`,
      placedPicture(drawn, cx - side * 0.62, cy - side * 0.4, side),
      '</svg>',
    ].join('');
  }
  if (view >= 3) {
    // Turned the other way on a card standing on the backdrop, as seen from its other side.
    const side = min * 0.5;
    const card = min * 0.74;
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
      `<rect width="${width}" height="${height}" fill="${palette.background}"/>`,
      `<rect x="${cx - card / 2}" y="${cy - card / 2}" width="${card}" height="${card}" rx="${min * 0.06}" fill="${WHITE}" stroke="${palette.disc}" stroke-width="${min * 0.02}"/>`,
      `<g transform="translate(${width} 0) scale(-1 1) rotate(-12 ${cx} ${cy})">`,
      placedPicture(drawn, cx - side / 2, cy - side / 2, side),
      '</g>',
      '</svg>',
    ].join('');
  }
  const side = min * 0.58;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${palette.background}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${min * 0.4}" fill="${palette.disc}"/>`,
    `<ellipse cx="${cx}" cy="${cy + side * 0.5}" rx="${side * 0.36}" ry="${side * 0.06}" fill="${BLACK}" fill-opacity="0.12"/>`,
    placedPicture(drawn, cx - side / 2, cy - side / 2, side),
    '</svg>',
  ].join('');
}
