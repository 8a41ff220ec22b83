import { convertMinor, type ConversionCurrency } from './convert';
import { assertDecimals, assertSafeInteger, pow10 } from './integers';

/** Locale used when none is given, so output never depends on the machine's default. */
export const DEFAULT_LOCALE = 'en';

/** What formatting needs from a `Currency` (libs/sdk/manifest/schemas/catalogue.ts). */
export interface DisplayCurrency {
  code: string;
  /** Written straight before the number, e.g. "$", "¥", "฿", "KD " (a space is the symbol's own). */
  symbol: string;
  /** Minor-unit digits: 0 for JPY, 2 for USD, 3 for KWD. */
  decimals: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per (locale, decimals); an invalid tag (e.g. the app's "zhtw") falls back to English. */
function formatterFor(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.NumberFormatOptions = {
      useGrouping: true,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    };
    try {
      formatter = new Intl.NumberFormat(locale, options);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      formatter = new Intl.NumberFormat(DEFAULT_LOCALE, options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A minor-unit amount as a grouped decimal number without symbol: (123450, 2) → "1,234.50",
 * (-1235, 0) → "-1,235", (1234, 3) → "1.234". Digits are cut from the integer as text, and Intl only
 * groups and localises that exact decimal string, so no float ever touches the amount.
 */
export function formatAmount(minor: number, decimals: number, locale: string = DEFAULT_LOCALE): string {
  return sign(minor) + unsignedAmount(minor, decimals, locale);
}

/**
 * Symbol + amount with the currency's decimals and the locale's grouping: "$1,234.50", "¥1,235",
 * "KD 1.234" (for symbol "KD "); negative amounts lead with a minus: "-$5.00". When the symbol is empty
 * the code is used: "XYZ 1.00".
 */
export function formatMoney(
  minor: number,
  currency: DisplayCurrency,
  locale: string = DEFAULT_LOCALE,
): string {
  const symbol = currency.symbol === '' ? `${currency.code} ` : currency.symbol;
  return sign(minor) + symbol + unsignedAmount(minor, currency.decimals, locale);
}

/**
 * docs/requirements.md R9, price display: symbol plus amount times the currency rate, to 2 decimals: a USD price
 * converted with `convertMinor` and formatted with `formatMoney`.
 *
 * Decimals: 2 for every 2-decimal currency, as the spec says; a currency whose minor unit has another
 * number of digits shows its own (JPY 0: "¥3,024", KWD 3: "KD 6.137"), because 2 decimals would show
 * yen fractions that cannot be paid, or hide the fils. The shown value is the rounded converted amount,
 * the same one `lineTotalMinor` multiplies, so displayed unit prices × quantity add up.
 */
export function displayPrice(
  usdMinor: number,
  currency: ConversionCurrency & DisplayCurrency,
  locale: string = DEFAULT_LOCALE,
): string {
  return formatMoney(convertMinor(usdMinor, currency), currency, locale);
}

function sign(minor: number): string {
  return minor < 0 ? '-' : '';
}

function unsignedAmount(minor: number, decimals: number, locale: string): string {
  assertSafeInteger('minor', minor);
  assertDecimals(decimals);
  const magnitude = BigInt(Math.abs(minor));
  const scale = pow10(decimals);
  const whole = (magnitude / scale).toString();
  const text = decimals === 0 ? whole : `${whole}.${(magnitude % scale).toString().padStart(decimals, '0')}`;
  return formatterFor(locale, decimals).format(text as Intl.StringNumericLiteral);
}
