import type { Lang, Localised } from './types';

export const LANGS: readonly Lang[] = ['en', 'zh', 'zhtw', 'es', 'jp', 'th'];
export const OTHER_LANGS: readonly Exclude<Lang, 'en'>[] = ['zh', 'zhtw', 'es', 'jp', 'th'];

/** Six words or texts in the order of `LANGS`: en, zh, zhtw, es, jp, th. */
export type W6 = readonly [en: string, zh: string, zhtw: string, es: string, jp: string, th: string];

export function loc(words: W6): Localised {
  return { en: words[0], zh: words[1], zhtw: words[2], es: words[3], jp: words[4], th: words[5] };
}

/** The same text in every language (brand and shop names, model numbers). */
export function same(text: string): Localised {
  return { en: text, zh: text, zhtw: text, es: text, jp: text, th: text };
}

/** A copy without the given non-English languages (to exercise the English fallback). */
export function without(text: Localised, missing: readonly Exclude<Lang, 'en'>[]): Localised {
  const copy: Localised = { ...text };
  for (const lang of missing) delete copy[lang];
  return copy;
}

/** Applies `fn` to each language present in `text`. */
export function mapLocalised(text: Localised, fn: (value: string, lang: Lang) => string): Localised {
  const out: Localised = { en: fn(text.en, 'en') };
  for (const lang of OTHER_LANGS) {
    const value = text[lang];
    if (value !== undefined) out[lang] = fn(value, lang);
  }
  return out;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => htmlEscapes[ch]!);
}

/** Paragraphs to HTML (the paragraphs are trusted text from this library; substitutions are escaped first). */
export function paragraphs(parts: readonly string[]): string {
  return parts.map((part) => `<p>${part}</p>`).join('');
}

/** A fully translated text built language by language (`index` is the position in `W6`). */
export function byLang(fn: (lang: Lang, index: number) => string): Localised {
  return {
    en: fn('en', 0),
    zh: fn('zh', 1),
    zhtw: fn('zhtw', 2),
    es: fn('es', 3),
    jp: fn('jp', 4),
    th: fn('th', 5),
  };
}
