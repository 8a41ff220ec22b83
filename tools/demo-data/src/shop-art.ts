import { bannerSvg } from './banner';
import { shopKey } from './build-shops';
import { MARK_COLOURS, type MarkLook, markSvg } from './mark';
import { loadPicture, twemojiFile } from './pictures';
import { hashString } from './prng';
import { categoryPictures } from './words/pictures';
import { shopWords } from './words/shops';

const shopsByKey = new Map(shopWords.map((shop, index) => [shopKey(index), shop]));

function shopLook(key: string): MarkLook | undefined {
  const shop = shopsByKey.get(key);
  if (!shop) return undefined;
  return {
    name: shop.name,
    emblem: loadPicture(twemojiFile(categoryPictures[shop.categories[0]!]!)),
    colour: MARK_COLOURS[hashString(key) % MARK_COLOURS.length]!,
  };
}

/**
 * A shop's logo ("shop/shop-03/logo"), a mark like a brand's, or its banner ("shop/shop-03/banner"), its name
 * beside the picture of what it sells. Null for a key naming no shop of the catalogue.
 */
export function shopArtSvg(imageKey: string, width: number, height: number): string | null {
  const [, key = '', part] = imageKey.split('/');
  const look = shopLook(key);
  if (!look) return null;
  if (part === 'banner') {
    return bannerSvg(
      { picture: look.emblem, headline: look.name, subline: null, colour: look.colour },
      width,
      height,
    );
  }
  return markSvg(look, width, height);
}
