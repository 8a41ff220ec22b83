// Integer helpers shared inside the library (not exported from the public entry).

/** Throws unless `value` is an integer a double holds exactly (|value| ≤ 2^53 − 1). */
export function assertSafeInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer, got ${String(value)}`);
  }
}

/** Throws unless `decimals` is a whole number of minor-unit digits (0–3 in the Currency schema). */
export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be an integer from 0 to 20, got ${String(decimals)}`);
  }
}

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** `numerator / denominator` (denominator > 0) rounded to the nearest integer, halves away from zero. */
export function divideRoundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** Back to a number, refusing results a double cannot hold exactly. Never returns −0. */
export function toSafeNumber(name: string, value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`${name} is beyond the safe integer range: ${value.toString()}`);
  }
  return value === 0n ? 0 : Number(value);
}

/**
 * A positive finite number as an exact decimal fraction `units / 10^scale`, read from its shortest
 * round-trip decimal spelling (`7.24` → 724 / 10^2, `0.307` → 307 / 10^3, `1e-7` → 1 / 10^7).
 * So a rate means exactly the decimal it prints as; no float multiplication is involved.
 */
export function toDecimalFraction(value: number): { units: bigint; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`not a plain positive decimal: ${String(value)}`);
  const [, whole = '', fraction = '', exponent = '0'] = match;
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { units: digits, scale } : { units: digits * pow10(-scale), scale: 0 };
}
