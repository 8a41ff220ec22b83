import { bcp47, isLanguage } from '@mall/i18n';
import { useDisplayCurrency } from '@mall/session';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormats, type Formats } from './formats';

/** Formats for the shopper's display currency and interface language (containers only). */
export function useFormats(): Formats {
  const { currency, base } = useDisplayCurrency();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = isLanguage(language) ? bcp47(language) : 'en';
  return useMemo(() => createFormats(currency, base, locale), [currency, base, locale]);
}
