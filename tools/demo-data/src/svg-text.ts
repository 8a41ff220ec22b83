/** Fonts for Latin text and figures, found on a fresh Debian (DejaVu) and on most other systems. */
export const LATIN_FONT = 'DejaVu Sans, Helvetica, Arial, sans-serif';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
