import { slug } from './build-taxonomy';
import { mix } from './colour';
import { escapeXml, fittedFontSize, LATIN_FONT } from './svg-text';
import { loadPicture, placedPicture, type PictureSvg, twemojiFile } from './pictures';
import { hashString } from './prng';
import { brandWords } from './words/brands';
import { categoryPictures } from './words/pictures';

export interface BrandLook {
  name: string;
  /** The picture of the brand's first category, its emblem. */
  emblem: PictureSvg;
  /** The colour its mark is set on. */
  colour: string;
}

const brandsByKey = new Map(brandWords.map((brand) => [slug(brand.name), brand]));

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

/** How the brand of a brand key ("voltix") looks, or undefined for a key naming no brand of the catalogue. */
export function brandLook(brandKey: string): BrandLook | undefined {
  const brand = brandsByKey.get(brandKey);
  if (!brand) return undefined;
  return {
    name: brand.name,
    emblem: loadPicture(twemojiFile(categoryPictures[brand.categories[0]!]!)),
    colour: BRAND_COLOURS[hashString(brandKey) % BRAND_COLOURS.length]!,
  };
}

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
export function brandMarkSvg(imageKey: string, width: number, height: number): string | null {
  const brand = brandLook(imageKey.slice('brand/'.length));
  if (!brand) return null;
  const { colour } = brand;
  const min = Math.min(width, height);
  const lines = nameLines(brand.name);
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a));
  const fontSize = fittedFontSize(
    longest,
    width * 0.88,
    Math.min((height * 0.34) / lines.length, min * 0.22),
  );
  const lineHeight = fontSize * 1.05;
  const emblemRadius = min * 0.17;
  const emblemY = height * 0.3;
  const textTop = emblemY + emblemRadius + (height - emblemY - emblemRadius - lines.length * lineHeight) / 2;
  const emblemSide = emblemRadius * 1.25;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${colour}"/>`,
    `<circle cx="${width / 2}" cy="${emblemY}" r="${emblemRadius}" fill="${mix(colour, '#ffffff', 0.9)}"/>`,
    placedPicture(brand.emblem, width / 2 - emblemSide / 2, emblemY - emblemSide / 2, emblemSide),
    `<text text-anchor="middle" font-family="${LATIN_FONT}" font-weight="bold" font-size="${fontSize.toFixed(1)}" fill="#ffffff">`,
    ...lines.map(
      (line, i) =>
        `<tspan x="${width / 2}" y="${(textTop + (i + 0.8) * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`,
    ),
    '</text>',
    '</svg>',
  ].join('');
}
