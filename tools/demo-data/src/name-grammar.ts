import type { W6 } from './localise';
import type { EsGender } from './words/shape';

const latin = /[A-Za-z0-9]/;

/** Spanish adjective agreement; phrases ("de algodón") and loanwords ("premium") stay as they are. */
export function esAdjective(masculine: string, gender: EsGender): string {
  if (masculine.includes(' ') || gender === 'm') return masculine;
  const plural = gender === 'mp' || gender === 'fp';
  const feminine = gender === 'f' || gender === 'fp';
  if (masculine.endsWith('o')) {
    const stem = masculine.slice(0, -1);
    return stem + (feminine ? 'a' : 'o') + (plural ? 's' : '');
  }
  if (!plural) return masculine;
  if (/[aeé]$/.test(masculine)) return `${masculine}s`;
  if (/[lr]$/.test(masculine)) return `${masculine}es`;
  return masculine;
}

/** CJK runs words together, but keeps a space between two Latin words ("4K Cam"). */
function glue(first: string, second: string): string {
  return latin.test(first.slice(-1)) && latin.test(second.charAt(0)) ? `${first} ${second}` : first + second;
}

/** Thai runs words together, but sets Latin words apart ("สมาร์ทวอทช์ GPS"). */
function glueThai(first: string, second: string): string {
  return latin.test(first.slice(-1)) || latin.test(second.charAt(0)) ? `${first} ${second}` : first + second;
}

/** "Adjective + noun" in each language's word order (Spanish and Thai put the adjective after). */
export function joinAdjectiveNoun(adjective: W6, noun: W6, gender: EsGender): W6 {
  return [
    `${adjective[0]} ${noun[0]}`,
    glue(adjective[1], noun[1]),
    glue(adjective[2], noun[2]),
    `${noun[3]} ${esAdjective(adjective[3], gender)}`,
    glue(adjective[4], noun[4]),
    glueThai(noun[5], adjective[5]),
  ];
}

/** A colour in brackets after a name, in each language's bracket style. */
export function colourSuffix(colour: W6): W6 {
  return [
    ` (${colour[0]})`,
    `（${colour[1]}）`,
    `（${colour[2]}）`,
    ` (${colour[3]})`,
    `（${colour[4]}）`,
    ` (${colour[5]})`,
  ];
}

/** Lower-cases the first letter (Spanish category names used mid-sentence). */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
