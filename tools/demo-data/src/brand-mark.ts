import { slug } from './build-taxonomy';
import { mix } from './colour';
import { escapeXml, LATIN_FONT } from './svg-text';
import { loadPicture, twemojiFile } from './pictures';
import { brandWords } from './words/brands';
import { categoryPictures } from './words/pictures';

interface BrandLook {
  name: string;
  /** The picture of the brand's first category, its emblem. */
  emblem: string | null;
}

const brands = new Map<string, BrandLook>(
  brandWords.map((brand) => {
    const emoji = categoryPictures[brand.categories[0] ?? ''];
    return [slug(brand.name), { name: brand.name, emblem: emoji ? twemojiFile(emoji) : null }];
  }),
);

/** Bold Latin letters average about this share of the font size in width (DejaVu Sans Bold, measured). */
const CHAR_WIDTH = 0.62;

/** Deep colours that white type reads well on. */
const BRAND_COLOURS = [
  '#1f5fbf',
  '#c0392b',
  '#1f8a7a',
  '#6a3fc9',
  '#d35400',
  '#264653',
  '#ad1457',
  '#2e7d32',
  '#37474f',
  '#795548',
  '#0b7285',
  '#3949ab',
];

/** A name on one line, or on two balanced lines when it has several words ("Bean &" / "Bloom"). */
function nameLines(name: string): string[] {
  const words = name.split(' ');
  if (words.length === 1) return words;
  let best = [name];
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const longest = (candidate: string[]) => Math.max(...candidate.map((line) => line.length));
    if (best.length === 1 || longest(lines) < longest(best)) best = lines;
  }
  return best;
}

/**
 * A brand's mark ("brand/voltix"): its name in white bold type on its colour, under the emblem of its category;
 * sized to stay readable as a 96 px thumbnail. Null for a key naming no brand of the catalogue.
 */
export function brandMarkSvg(imageKey: string, width: number, height: number, hash: number): string | null {
  const brand = brands.get(imageKey.slice('brand/'.length));
  if (!brand) return null;
  const colour = BRAND_COLOURS[hash % BRAND_COLOURS.length]!;
  const min = Math.min(width, height);
  const lines = nameLines(brand.name);
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.min(
    (width * 0.86) / (longest * CHAR_WIDTH),
    (height * 0.34) / lines.length,
    min * 0.22,
  );
  const lineHeight = fontSize * 1.05;
  const emblemRadius = min * 0.17;
  const emblemY = height * 0.3;
  const textTop = emblemY + emblemRadius + (height - emblemY - emblemRadius - lines.length * lineHeight) / 2;
  const emblem = brand.emblem ? loadPicture(brand.emblem) : null;
  const emblemSide = emblemRadius * 1.25;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${colour}"/>`,
    `<circle cx="${width / 2}" cy="${emblemY}" r="${emblemRadius}" fill="${mix(colour, '#ffffff', 0.9)}"/>`,
    emblem
      ? `<svg x="${width / 2 - emblemSide / 2}" y="${emblemY - emblemSide / 2}" width="${emblemSide}" height="${emblemSide}" viewBox="${emblem.viewBox}">${emblem.body}</svg>`
      : '',
    `<text text-anchor="middle" font-family="${LATIN_FONT}" font-weight="bold" font-size="${fontSize.toFixed(1)}" fill="#ffffff">`,
    ...lines.map(
      (line, i) =>
        `<tspan x="${width / 2}" y="${(textTop + (i + 0.8) * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`,
    ),
    '</text>',
    '</svg>',
  ].join('');
}
