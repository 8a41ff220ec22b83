import { convertMinor, convertToUsdMinor, lineTotalMinor, sumMinor } from './convert';
import { EUR, JPY, KWD, MAX, THB, USD } from './currencies.fixture';

describe('convertMinor', () => {
  it.each([
    // [label, usdMinor, currency, expected minor units]
    ['USD is unchanged', 1999, USD, 1999],
    ['USD zero', 0, USD, 0],
    ['USD negative', -500, USD, -500],
    ['THB 19.99 × 7.24 = 144.7276', 1999, THB, 14473],
    ['THB 0.01 × 7.24', 1, THB, 7],
    ['THB negative', -1999, THB, -14473],
    ['EUR 19.99 × 0.92 = 18.3908', 1999, EUR, 1839],
    ['EUR 0.25 × 0.92 = 0.23', 25, EUR, 23],
    ['JPY 19.99 × 151.3 = 3024.487 (0 decimals)', 1999, JPY, 3024],
    ['JPY 1.00 × 151.3 = 151.3', 100, JPY, 151],
    ['JPY 1.50 × 151.3 = 226.95', 150, JPY, 227],
    ['JPY negative', -1999, JPY, -3024],
    ['KWD 19.99 × 0.307 = 6.13693 (3 decimals)', 1999, KWD, 6137],
    ['KWD 1.00 × 0.307', 100, KWD, 307],
    ['KWD 0.01 × 0.307 = 0.00307', 1, KWD, 3],
    ['KWD negative', -1999, KWD, -6137],
    ['USD 1e12 minor', 1e12, USD, 1e12],
    ['THB 1e12 minor', 1e12, THB, 7_240_000_000_000],
    ['JPY 1e12 minor', 1e12, JPY, 1_513_000_000_000],
    ['KWD 1e12 minor', 1e12, KWD, 3_070_000_000_000],
    ['USD max safe integer', MAX, USD, MAX],
  ])('%s', (_label, usdMinor, currency, expected) => {
    expect(convertMinor(usdMinor, currency)).toBe(expected);
  });

  it.each([
    // Halves round away from zero, including where float maths would land just below the half.
    ['0.5 → 1', 1, { rate: 0.5, decimals: 2 }, 1],
    ['-0.5 → -1', -1, { rate: 0.5, decimals: 2 }, -1],
    ['1.5 → 2', 3, { rate: 0.5, decimals: 2 }, 2],
    ['-1.5 → -2', -3, { rate: 0.5, decimals: 2 }, -2],
    ['0.49 → 0', 49, { rate: 0.01, decimals: 2 }, 0],
    ['1.005 × 100 = 100.5 → 101 (float: 100.49999…)', 100, { rate: 1.005, decimals: 2 }, 101],
    ['1.005 × -100 = -100.5 → -101', -100, { rate: 1.005, decimals: 2 }, -101],
    ['1.15 × 10 = 11.5 → 12 (float: 11.49999…)', 10, { rate: 1.15, decimals: 2 }, 12],
    ['4.35 × 10 = 43.5 → 44 (float: 43.49999…)', 10, { rate: 4.35, decimals: 2 }, 44],
    ['0 decimals: 1.5 → 2', 150, { rate: 1, decimals: 0 }, 2],
    ['0 decimals: 2.5 → 3', 250, { rate: 1, decimals: 0 }, 3],
    ['0 decimals: -2.5 → -3', -250, { rate: 1, decimals: 0 }, -3],
    ['0 decimals: 2.49 → 2', 249, { rate: 1, decimals: 0 }, 2],
    ['3 decimals: 0.5 fils → 1', 1, { rate: 0.05, decimals: 3 }, 1],
    ['3 decimals: -0.5 fils → -1', -1, { rate: 0.05, decimals: 3 }, -1],
    ['-0.4 → 0, not -0', -4, { rate: 0.1, decimals: 2 }, 0],
    ['rate printed with an exponent (1e-7)', 1e12, { rate: 1e-7, decimals: 2 }, 100_000],
    ['large rate (VND-like 25000, 0 decimals)', 1e12, { rate: 25000, decimals: 0 }, 250_000_000_000_000],
  ])('rounds %s', (_label, usdMinor, currency, expected) => {
    expect(convertMinor(usdMinor, currency)).toBe(expected);
  });

  it.each([
    ['fractional amount', 1.5, USD],
    ['NaN amount', Number.NaN, USD],
    ['unsafe amount', MAX + 1, USD],
    ['zero rate', 100, { rate: 0, decimals: 2 }],
    ['negative rate', 100, { rate: -1, decimals: 2 }],
    ['infinite rate', 100, { rate: Number.POSITIVE_INFINITY, decimals: 2 }],
    ['fractional decimals', 100, { rate: 1, decimals: 1.5 }],
    ['negative decimals', 100, { rate: 1, decimals: -1 }],
    ['result beyond 2^53 (max × 7.24)', MAX, THB],
    ['result beyond 2^53 (rate 1e21)', 1, { rate: 1e21, decimals: 2 }],
  ])('throws a RangeError for %s', (_label, usdMinor, currency) => {
    expect(() => convertMinor(usdMinor, currency)).toThrow(RangeError);
  });
});

describe('lineTotalMinor', () => {
  it.each([
    // [label, unit USD minor, quantity, currency, expected, converting the USD total instead would give]
    ['USD', 1999, 3, USD, 5997, 5997],
    ['THB: displayed 144.73 × 3', 1999, 3, THB, 43419, 43418],
    ['JPY: displayed ¥3,024 × 2', 1999, 2, JPY, 6048, 6049],
    ['KWD: displayed 6.137 × 5', 1999, 5, KWD, 30685, 30685],
    ['quantity 0', 1999, 0, THB, 0, 0],
    ['negative unit (refund line)', -1999, 2, THB, -28946, -28946],
    ['large: 1e12 × 1000', 1e12, 1000, USD, 1e15, 1e15],
  ])('%s', (_label, unit, quantity, currency, expected, convertedTotal) => {
    expect(lineTotalMinor(unit, quantity, currency)).toBe(expected);
    expect(convertMinor(unit * quantity, currency)).toBe(convertedTotal);
  });

  it.each([
    ['negative quantity', 1999, -1],
    ['fractional quantity', 1999, 1.5],
    ['total beyond 2^53', 1e12, 10_000],
  ])('throws a RangeError for %s', (_label, unit, quantity) => {
    expect(() => lineTotalMinor(unit, quantity, USD)).toThrow(RangeError);
  });
});

describe('sumMinor', () => {
  it.each([
    ['empty', [], 0],
    ['small', [1, 2, 3], 6],
    ['line totals with a discount', [43419, 43419, -1000], 85838],
    ['large', [1e12, 1e12, 1e12], 3e12],
    ['up to the safe maximum', [MAX - 1, 1], MAX],
    ['back down from the maximum', [MAX, -1], MAX - 1],
    [
      'a generator',
      (function* () {
        yield 5;
        yield 7;
      })(),
      12,
    ],
  ])('%s', (_label, values, expected) => {
    expect(sumMinor(values)).toBe(expected);
  });

  it.each([
    ['fractional value', [0.1, 0.2]],
    ['sum beyond 2^53', [MAX, 1]],
    ['NaN', [1, Number.NaN]],
  ])('throws a RangeError for %s', (_label, values) => {
    expect(() => sumMinor(values)).toThrow(RangeError);
  });
});

describe('convertToUsdMinor', () => {
  it('turns an amount in the display currency back into cents, the inverse of convertMinor', () => {
    expect(convertToUsdMinor(2999, USD)).toBe(2999);
    // ฿100.00 at 7.24 baht a dollar is $13.812… → 1381 cents.
    expect(convertToUsdMinor(10000, THB)).toBe(Math.round(10000 / 7.24));
    for (const cents of [1, 99, 2999, 123456])
      for (const currency of [EUR, JPY, KWD, THB])
        expect(
          Math.abs(convertToUsdMinor(convertMinor(cents, currency), currency) - cents),
        ).toBeLessThanOrEqual(Math.ceil(100 / (currency.rate * 10 ** currency.decimals)));
  });

  it('refuses what convertMinor refuses', () => {
    expect(() => convertToUsdMinor(1.5, USD)).toThrow(RangeError);
    expect(() => convertToUsdMinor(100, { rate: 0, decimals: 2 })).toThrow(RangeError);
  });
});
