import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47, DEFAULT_LANGUAGE, isLanguage } from '../languages';

const DATE_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/**
 * A server timestamp as a date in the user's language (`Intl` gets the BCP 47 tag: zh → zh-Hans,
 * zhtw → zh-Hant-TW, jp → ja), in the user's time zone. Empty for a timestamp that is not a date.
 */
export function formatDate(
  iso: string,
  language: string,
  options: Intl.DateTimeFormatOptions = DATE_STYLE,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = bcp47(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** `formatDate` in the current interface language (pass `options` as a constant: it is a dependency). */
export function useFormatDate(options: Intl.DateTimeFormatOptions = DATE_STYLE): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((iso: string) => formatDate(iso, language, options), [language, options]);
}
