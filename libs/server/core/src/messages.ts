import type { Language } from './localised-text';

/** One server-side text in every supported language; `{name}` marks where a parameter goes. */
export type Translations = Readonly<Record<Language, string>>;

/** What fills a message's placeholders: names, numbers, codes, or text a person typed (never translated). */
export type MessageParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The text in `lang` with its placeholders filled; a placeholder without a parameter stays visible. */
export const renderMessage = (translations: Translations, lang: Language, params: MessageParams): string =>
  translations[lang].replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
