import { slug } from './build-taxonomy';
import { MARK_COLOURS, type MarkLook, markSvg } from './mark';
import { loadPicture, twemojiFile } from './pictures';
import { hashString } from './prng';
import { brandWords } from './words/brands';
import { categoryPictures } from './words/pictures';

const brandsByKey = new Map(brandWords.map((brand) => [slug(brand.name), brand]));

/** How the brand of a brand key ("voltix") looks, or undefined for a key naming no brand of the catalogue. */
export function brandLook(brandKey: string): MarkLook | undefined {
  const brand = brandsByKey.get(brandKey);
  if (!brand) return undefined;
  return {
    name: brand.name,
    emblem: loadPicture(twemojiFile(categoryPictures[brand.categories[0]!]!)),
    colour: MARK_COLOURS[hashString(brandKey) % MARK_COLOURS.length]!,
  };
}

/** A brand's mark ("brand/voltix"), or null for a key naming no brand of the catalogue. */
export function brandMarkSvg(imageKey: string, width: number, height: number): string | null {
  const brand = brandLook(imageKey.slice('brand/'.length));
  return brand ? markSvg(brand, width, height) : null;
}
