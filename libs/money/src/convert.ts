import {
  assertDecimals,
  assertSafeInteger,
  divideRoundHalfAwayFromZero,
  pow10,
  toDecimalFraction,
  toSafeNumber,
} from './integers';

/** Digits of the base currency's minor unit: prices on the wire are USD cents. */
export const USD_DECIMALS = 2;

/** What conversion needs from a `Currency` (libs/sdk/manifest/schemas/catalogue.ts). */
export interface ConversionCurrency {
  /** Units of this currency per 1 USD, e.g. 7.24 (THB), 151.3 (JPY), 0.307 (KWD). */
  rate: number;
  /** Minor-unit digits of this currency: 0 for JPY, 2 for USD, 3 for KWD. */
  decimals: number;
}

/**
 * USD minor units (cents) → minor units of `currency`: cents × rate, rescaled from 2 digits to the
 * currency's own, rounded half away from zero.
 *
 * The rate is taken as the exact decimal it prints as (`7.24` is 724/100, not the nearest double), and
 * all arithmetic is bigint, so e.g. 100 cents at rate 1.005 gives exactly 100.5 → 101.
 *
 * @throws RangeError when `usdMinor` is not a safe integer, the rate is not a finite positive number,
 *   `decimals` is not a whole number of digits, or the result would exceed the safe integer range.
 */
export function convertMinor(usdMinor: number, currency: ConversionCurrency): number {
  assertSafeInteger('usdMinor', usdMinor);
  assertDecimals(currency.decimals);
  if (!Number.isFinite(currency.rate) || currency.rate <= 0) {
    throw new RangeError(`rate must be a finite number above 0, got ${String(currency.rate)}`);
  }
  const rate = toDecimalFraction(currency.rate);
  // usdMinor / 10^2 dollars × (units / 10^scale) × 10^decimals target minor units.
  const numerator = BigInt(usdMinor) * rate.units * pow10(currency.decimals);
  const denominator = pow10(rate.scale + USD_DECIMALS);
  return toSafeNumber('converted amount', divideRoundHalfAwayFromZero(numerator, denominator));
}

/**
 * Minor units of `currency` → USD minor units (cents), the inverse of `convertMinor`, rounded half away from
 * zero: an amount the shopper typed in the display currency (a price filter's bound) as the API compares prices.
 * The same exact decimal rate and bigint arithmetic.
 *
 * @throws RangeError as `convertMinor` does.
 */
export function convertToUsdMinor(minor: number, currency: ConversionCurrency): number {
  assertSafeInteger('minor', minor);
  assertDecimals(currency.decimals);
  if (!Number.isFinite(currency.rate) || currency.rate <= 0) {
    throw new RangeError(`rate must be a finite number above 0, got ${String(currency.rate)}`);
  }
  const rate = toDecimalFraction(currency.rate);
  // minor / 10^decimals units ÷ (units / 10^scale per USD) × 10^2 cents.
  const numerator = BigInt(minor) * pow10(rate.scale + USD_DECIMALS);
  const denominator = rate.units * pow10(currency.decimals);
  return toSafeNumber('converted amount', divideRoundHalfAwayFromZero(numerator, denominator));
}

/**
 * Line total in minor units of `currency`: the converted (displayed) unit price × quantity, so the
 * numbers a shopper sees add up (docs/requirements.md R10.1). Not `convertMinor(unit × quantity)`, which can
 * differ by rounding.
 *
 * @throws RangeError for a negative or fractional quantity, or a total beyond the safe integer range.
 */
export function lineTotalMinor(unitUsdMinor: number, quantity: number, currency: ConversionCurrency): number {
  assertSafeInteger('quantity', quantity);
  if (quantity < 0) throw new RangeError(`quantity must not be negative, got ${quantity}`);
  const unit = convertMinor(unitUsdMinor, currency);
  return toSafeNumber('line total', BigInt(unit) * BigInt(quantity));
}

/**
 * Sum of minor-unit amounts (all in the same currency), exact.
 *
 * @throws RangeError when a value is not a safe integer or the sum exceeds the safe integer range.
 */
export function sumMinor(values: Iterable<number>): number {
  let total = 0n;
  for (const value of values) {
    assertSafeInteger('each value', value);
    total += BigInt(value);
  }
  return toSafeNumber('sum', total);
}
