/**
 * The six interface languages (docs/requirements.md R9), in menu order, each with its name in its own language and the
 * BCP 47 tag to give `<html lang>`, `lang` attributes and `Intl` (our codes `jp` and `zhtw` are not valid
 * BCP 47 tags, and `zh` alone does not say which script).
 */
export const languages = [
  { code: 'en', name: 'English', tag: 'en' },
  { code: 'zh', name: '简体中文', tag: 'zh-Hans' },
  { code: 'zhtw', name: '繁體中文', tag: 'zh-Hant-TW' },
  { code: 'es', name: 'Español', tag: 'es' },
  { code: 'jp', name: '日本語', tag: 'ja' },
  { code: 'th', name: 'ไทย', tag: 'th' },
] as const;

export type Language = (typeof languages)[number]['code'];

export const DEFAULT_LANGUAGE = 'en' satisfies Language;

export const languageCodes: readonly Language[] = languages.map((language) => language.code);

const tags = Object.fromEntries(languages.map(({ code, tag }) => [code, tag])) as Record<Language, string>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(tags, value);
}

/** The BCP 47 tag of a language, for `lang` attributes and `Intl` (zh → zh-Hans, zhtw → zh-Hant-TW, jp → ja). */
export function bcp47(language: Language): string {
  return tags[language];
}

/** A BCP 47 tag's language, then optional script and region subtags (`zh-Hant-TW`, `es-419`, `en_GB`). */
const LANGUAGE_TAG = /^([a-z]{2,3})(?:[-_]([a-z]{4}))?(?:[-_]([a-z]{2}|\d{3}))?(?:[-_][a-z\d]{1,8})*$/i;

/** Regions whose Chinese is written in traditional characters when the tag names no script. */
const TRADITIONAL_CHINESE_REGIONS = new Set(['TW', 'HK', 'MO']);

/**
 * The interface language closest to a BCP 47 tag such as `navigator.language` (`zh-TW`, `zh-HK` and
 * `zh-Hant` → zhtw, other `zh` → zh, `ja-JP` → jp, `es-MX` → es), or undefined when none fits.
 * Our own codes are accepted as they are.
 * Read from the tag's subtags rather than with `Intl.Locale#maximize`: this runs in the page's first script, and
 * maximize's first call loads the locale data of the whole likely-subtags table (some 20 ms of a phone's main thread).
 */
export function languageFromTag(tag: string): Language | undefined {
  if (isLanguage(tag)) return tag;
  const [, language, script, region] = LANGUAGE_TAG.exec(tag) ?? [];
  switch (language?.toLowerCase()) {
    case 'zh':
      if (script) return script.toLowerCase() === 'hant' ? 'zhtw' : 'zh';
      return region && TRADITIONAL_CHINESE_REGIONS.has(region.toUpperCase()) ? 'zhtw' : 'zh';
    case 'ja':
      return 'jp';
    case 'en':
    case 'es':
    case 'th':
      return language.toLowerCase() as Language;
    default:
      return undefined;
  }
}
