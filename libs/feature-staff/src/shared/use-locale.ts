import { bcp47, isLanguage } from '@mall/i18n';
import { useTranslation } from 'react-i18next';

/** The BCP 47 locale of the interface language, for numbers and dates. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? bcp47(language) : 'en';
}
