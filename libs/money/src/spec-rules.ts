// docs/requirements.md R9 rules that are not plain conversion: truncation, rate display, the phone formatter.
import { formatAmount, formatMoney, DEFAULT_LOCALE, type DisplayCurrency } from './format';
import { assertSafeInteger } from './integers';

/**
 * docs/requirements.md R9, money truncation: an amount in thousandths cut toward zero to
 * hundredths. 12345 (12.345) → 1234 (12.34); -12345 → -1234; 9 → 0.
 */
export function truncateTo2From3(thousandths: number): number {
  assertSafeInteger('thousandths', thousandths);
  const hundredths = (thousandths - (thousandths % 10)) / 10;
  return hundredths === 0 ? 0 : hundredths;
}

/**
 * An amount in thousandths, truncated to hundredths (`truncateTo2From3`) and formatted with 2 decimals:
 * 12345 → "12.34", or "$12.34" with a currency (whose own decimals are ignored: the rule is 2).
 */
export function formatTruncated(
  thousandths: number,
  currency?: Pick<DisplayCurrency, 'code' | 'symbol'>,
  locale: string = DEFAULT_LOCALE,
): string {
  const hundredths = truncateTo2From3(thousandths);
  return currency
    ? formatMoney(hundredths, { ...currency, decimals: 2 }, locale)
    : formatAmount(hundredths, 2, locale);
}

/**
 * docs/requirements.md R9, rate display: a rate stored in hundredths shown with 2 decimals, no
 * grouping. 725 → "7.25", 5 → "0.05", 100 → "1.00", 15130 → "151.30".
 */
export function rateDisplay(rateInHundredths: number): string {
  assertSafeInteger('rateInHundredths', rateInHundredths);
  const magnitude = Math.abs(rateInHundredths);
  const cents = magnitude % 100;
  const whole = (magnitude - cents) / 100;
  return `${rateInHundredths < 0 ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`;
}

/**
 * docs/requirements.md R9, phone display (a leading 66 becomes 0): a Thai number in international form
 * becomes the national one. "66812345678" and "+66812345678" → "0812345678". Surrounding spaces are
 * trimmed; anything else is returned unchanged.
 */
export function formatPhone(phone: string): string {
  const trimmed = phone.trim();
  const match = /^\+?66(.*)$/s.exec(trimmed);
  return match ? `0${match[1] ?? ''}` : trimmed;
}
