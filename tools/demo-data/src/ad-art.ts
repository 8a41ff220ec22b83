import { brandLook } from './brand-mark';
import { hsl, mix } from './colour';
import { loadPicture, placedPicture, type PictureSvg, twemojiFile } from './pictures';
import { escapeXml, fittedFontSize, LATIN_FONT } from './svg-text';
import { type AdOffer, SALE_FIGURE } from './words/ads';
import { categoryPictures } from './words/pictures';

interface AdLook {
  picture: PictureSvg;
  /** Figures and signs where they can say it, short English words where they cannot. */
  headline: string;
  subline: string | null;
  colour: string;
}

const emoji = (text: string) => loadPicture(twemojiFile(text));

function adLook(offer: AdOffer, subjectKey: string, hash: number): AdLook | null {
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
  if (!look) return null;
  const radius = Math.min(height * 0.36, width * 0.2);
  const cx = radius * 1.6;
  const cy = height / 2;
  const textX = cx + radius * 1.5;
  const room = Math.max(width - textX - radius * 0.4, 1);
  const headlineSize = fittedFontSize(look.headline, room, height * 0.4);
  const sublineSize = look.subline ? fittedFontSize(look.subline, room, height * 0.13) : 0;
  const blockHeight = headlineSize * 0.75 + (look.subline ? sublineSize * 1.6 : 0);
  const headlineY = cy - blockHeight / 2 + headlineSize * 0.75;
  const side = radius * 1.3;
  const text = (content: string, y: number, size: number, opacity: number) =>
    `<text x="${textX}" y="${y.toFixed(1)}" font-family="${LATIN_FONT}" font-weight="bold" font-size="${size.toFixed(1)}" fill="#ffffff" fill-opacity="${opacity}">${escapeXml(content)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(look.colour, '#ffffff', 0.15)}"/><stop offset="1" stop-color="${mix(look.colour, '#000000', 0.25)}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${width - height * 0.2}" cy="${height * 0.1}" r="${height * 0.55}" fill="#ffffff" fill-opacity="0.08"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${mix(look.colour, '#ffffff', 0.9)}"/>`,
    placedPicture(look.picture, cx - side / 2, cy - side / 2, side),
    text(look.headline, headlineY, headlineSize, 1),
    look.subline ? text(look.subline, headlineY + sublineSize * 1.6, sublineSize, 0.9) : '',
    '</svg>',
  ].join('');
}
