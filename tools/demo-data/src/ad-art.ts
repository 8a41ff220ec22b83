import { type BannerLook, bannerSvg } from './banner';
import { brandLook } from './brand-mark';
import { hsl } from './colour';
import { loadPicture, twemojiFile } from './pictures';
import { type AdOffer, SALE_FIGURE } from './words/ads';
import { categoryPictures } from './words/pictures';

const emoji = (text: string) => loadPicture(twemojiFile(text));

/** Figures and signs where they can say it, short English words where they cannot. */
function adLook(offer: AdOffer, subjectKey: string, hash: number): BannerLook | null {
  const colour = hsl(hash % 360, 0.62, 0.42);
  const categoryPicture = categoryPictures[subjectKey];
  switch (offer) {
    case 'sale':
      return categoryPicture
        ? { picture: emoji(categoryPicture), headline: SALE_FIGURE, subline: 'SALE', colour }
        : null;
    case 'new':
      return categoryPicture
        ? { picture: emoji(categoryPicture), headline: 'NEW', subline: '★ ★ ★', colour }
        : null;
    case 'brand': {
      const brand = brandLook(subjectKey);
      return brand
        ? { picture: brand.emblem, headline: brand.name, subline: '★★★★★', colour: brand.colour }
        : null;
    }
    case 'shop':
      return { picture: emoji('🚚'), headline: 'FREE', subline: 'SHIPPING', colour };
    case 'about':
      return { picture: emoji('🌍'), headline: '112', subline: 'USDT · ETH · BTC', colour };
    case 'news':
      return { picture: emoji('📰'), headline: 'NEWS', subline: null, colour };
  }
}

const OFFERS: readonly AdOffer[] = ['new', 'sale', 'brand', 'shop', 'about', 'news'];

/**
 * An ad banner ("ad/top/3/sale/pets"): the picture of what it is about on a disc, and the offer in large type —
 * a figure or sign where one says it, so the banner reads in every language without CJK or Thai fonts.
 * Null for a key that names no offer.
 */
export function adArtSvg(imageKey: string, width: number, height: number, hash: number): string | null {
  const [, , , offer = '', subjectKey = ''] = imageKey.split('/');
  const look = OFFERS.includes(offer as AdOffer) ? adLook(offer as AdOffer, subjectKey, hash) : null;
  return look ? bannerSvg(look, width, height) : null;
}
