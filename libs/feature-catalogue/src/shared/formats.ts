import { bcp47, formatDate, type Language } from '@mall/i18n';
import { displayPrice, formatMoney, lineTotalMinor } from '@mall/money';
import type { Currency } from '@mall/sdk';

/**
 * Everything a view needs to show numbers to the shopper, bound to the chosen display currency and the
 * interface language. Prices go through @mall/money only (integer minor units, never float maths).
 */
export interface Formats {
  /** BCP 47 locale of the interface language, for grouping and dates. */
  locale: string;
  currency: Pick<Currency, 'code' | 'name'>;
  /** True when prices are converted from the base currency, so only approximate (docs/requirements.md R10.1). */
  approximate: boolean;
  /** A base-currency (USD) minor-unit price in the display currency: "¥1,513". */
  price: (usdMinor: number) => string;
  /** Displayed unit price × quantity, so the numbers shown add up (`lineTotalMinor`). */
  lineTotal: (unitUsdMinor: number, quantity: number) => string;
  /** A count with the locale's grouping: 12,345. */
  count: (value: number) => string;
  /** A rating with one decimal: 4.5. */
  rating: (value: number) => string;
  /** A calendar date from an ISO timestamp. */
  date: (iso: string) => string;
}

/** Prices are in USD cents; until the currency list arrives they show as such. */
export const BASE_CURRENCY: Currency = { code: 'USD', symbol: '$', rate: 1, decimals: 2, name: 'US Dollar' };

const MEDIUM_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

export function createFormats(currency: Currency | undefined, base: string, language: Language): Formats {
  const locale = bcp47(language);
  const shown = currency ?? BASE_CURRENCY;
  const counts = new Intl.NumberFormat(locale);
  const ratings = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    locale,
    currency: { code: shown.code, name: shown.name },
    approximate: shown.code !== base,
    price: (usdMinor) => displayPrice(usdMinor, shown, locale),
    lineTotal: (unit, quantity) => formatMoney(lineTotalMinor(unit, quantity, shown), shown, locale),
    count: (value) => counts.format(value),
    rating: (value) => ratings.format(value),
    date: (iso) => formatDate(iso, language, MEDIUM_DATE),
  };
}
