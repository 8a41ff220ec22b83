/** Fonts for Latin text and figures, found on a fresh Debian (DejaVu) and on most other systems. */
export const LATIN_FONT = 'DejaVu Sans, Helvetica, Arial, sans-serif';

/** Bold Latin letters are about this share of the font size wide (DejaVu Sans Bold, measured, with some room). */
const BOLD_CHAR_WIDTH = 0.64;

/** The largest bold font size, up to `cap`, at which `longestLine` fits in `room` pixels. */
export function fittedFontSize(longestLine: string, room: number, cap: number): number {
  return Math.min(cap, room / (Math.max(longestLine.length, 1) * BOLD_CHAR_WIDTH));
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
