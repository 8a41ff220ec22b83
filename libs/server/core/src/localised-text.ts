import { languageCodes } from '@mall/sdk-manifest';

export type Language = (typeof languageCodes)[number];
const DEFAULT_LANGUAGE: Language = 'en';

/** Whether a stored value names one of the supported languages. */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languageCodes as readonly string[]).includes(value);

/** The request's `lang` header if it names a supported language, else English. */
export const resolveLanguage = (header: unknown): Language =>
  isLanguage(header) ? header : DEFAULT_LANGUAGE;

export interface LocalisedText {
  text: string;
  lang: Language;
}

/** Picks `<field>_<lang>` from a row, falling back to `<field>_en`, and says which language it used. */
export function pickLocalised(row: Record<string, unknown>, field: string, lang: Language): LocalisedText {
  const wanted = row[`${field}_${lang}`];
  if (typeof wanted === 'string' && wanted.length > 0) return { text: wanted, lang };
  return { text: String(row[`${field}_en`] ?? ''), lang: DEFAULT_LANGUAGE };
}
