import { useTranslation } from 'react-i18next';
import { bcp47 } from '../languages';
import type { LocalisedValue } from '../localised';

export interface LocalisedTextProps {
  value: LocalisedValue;
}

/**
 * Localised text from the server or `pickLocalised`. Text in another language than the page's (the English
 * fallback) is wrapped in `<span lang>`, so screen readers pronounce it and fonts render it as that language.
 */
export function LocalisedText({ value }: LocalisedTextProps) {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  if (value.lang === current) return value.text;
  return <span lang={bcp47(value.lang)}>{value.text}</span>;
}
