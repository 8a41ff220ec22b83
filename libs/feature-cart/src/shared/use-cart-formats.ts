import { DEFAULT_LANGUAGE, isLanguage } from '@mall/i18n';
import { useDisplayCurrency } from '@mall/session';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CartFormats, createCartFormats } from './formats';

/** Formats for the shopper's display currency and interface language (containers only). */
export function useCartFormats(): CartFormats {
  const { currency, base } = useDisplayCurrency();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const shown = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return useMemo(() => createCartFormats(currency, base, shown), [currency, base, shown]);
}
