import { mix } from './colour';
import { placedPicture, type PictureSvg } from './pictures';
import { escapeXml, fittedFontSize, LATIN_FONT } from './svg-text';

export interface BannerLook {
  picture: PictureSvg;
  headline: string;
  subline: string | null;
  colour: string;
}

/** A wide banner: the picture on a disc at the left, the headline (and subline) in large white type beside it. */
export function bannerSvg(look: BannerLook, width: number, height: number): string {
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
