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

/**
 * The interface language closest to a BCP 47 tag such as `navigator.language` (`zh-TW`, `zh-HK` and
 * `zh-Hant` → zhtw, other `zh` → zh, `ja-JP` → jp, `es-MX` → es), or undefined when none fits.
 * Our own codes are accepted as they are.
 */
export function languageFromTag(tag: string): Language | undefined {
  if (isLanguage(tag)) return tag;
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag.replace(/_/g, '-')).maximize();
  } catch {
    return undefined;
  }
  switch (locale.language) {
    case 'zh':
      return locale.script === 'Hant' ? 'zhtw' : 'zh';
    case 'ja':
      return 'jp';
    case 'en':
    case 'es':
    case 'th':
      return locale.language;
    default:
      return undefined;
  }
}
