import { mix } from './colour';
import { placedPicture, type PictureSvg } from './pictures';
import { escapeXml, fittedFontSize, LATIN_FONT } from './svg-text';

/** A name to set as a mark: a brand's or a shop's. */
export interface MarkLook {
  name: string;
  /** The picture of its first category, its emblem. */
  emblem: PictureSvg;
  /** The colour its mark is set on. */
  colour: string;
}

/** Deep colours that white type reads well on. */
export const MARK_COLOURS = [
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
] as const;

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

/** A square mark: the name in white bold type on its colour, under its emblem; readable as a 96 px thumbnail. */
export function markSvg(look: MarkLook, width: number, height: number): string {
  const { colour } = look;
  const min = Math.min(width, height);
  const lines = nameLines(look.name);
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
    placedPicture(look.emblem, width / 2 - emblemSide / 2, emblemY - emblemSide / 2, emblemSide),
    `<text text-anchor="middle" font-family="${LATIN_FONT}" font-weight="bold" font-size="${fontSize.toFixed(1)}" fill="#ffffff">`,
    ...lines.map(
      (line, i) =>
        `<tspan x="${width / 2}" y="${(textTop + (i + 0.8) * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`,
    ),
    '</text>',
    '</svg>',
  ].join('');
}
