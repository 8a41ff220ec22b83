import { EUR, JPY, KWD, MAX, THB, USD } from './currencies.fixture';
import { displayPrice, formatAmount, formatMoney } from './format';

describe('formatMoney', () => {
  it.each([
    // [label, minor, currency, expected]
    ['USD grouping and 2 decimals', 123450, USD, '$1,234.50'],
    ['USD zero', 0, USD, '$0.00'],
    ['USD one cent', 5, USD, '$0.05'],
    ['USD negative', -500, USD, '-$5.00'],
    ['USD negative cents', -5, USD, '-$0.05'],
    ['USD 1e12 minor', 1e12, USD, '$10,000,000,000.00'],
    ['USD max safe integer, every digit exact', MAX, USD, '$90,071,992,547,409.91'],
    ['USD min safe integer', -MAX, USD, '-$90,071,992,547,409.91'],
    ['THB', 14473, THB, '฿144.73'],
    ['JPY 0 decimals', 1235, JPY, '¥1,235'],
    ['JPY zero', 0, JPY, '¥0'],
    ['JPY negative', -1235, JPY, '-¥1,235'],
    ['JPY 1e12', 1e12, JPY, '¥1,000,000,000,000'],
    ['KWD 3 decimals', 1234, KWD, 'KD 1.234'],
    ['KWD grouping', 1234567, KWD, 'KD 1,234.567'],
    ['KWD one fils', 5, KWD, 'KD 0.005'],
    ['KWD negative', -1000, KWD, '-KD 1.000'],
    ['KWD 1e12', 1e12, KWD, 'KD 1,000,000,000.000'],
    ['empty symbol falls back to the code', 100, { code: 'XYZ', symbol: '', decimals: 2 }, 'XYZ 1.00'],
  ])('%s', (_label, minor, currency, expected) => {
    expect(formatMoney(minor, currency)).toBe(expected);
  });

  it.each([
    ['en', 123450, USD, '$1,234.50'],
    ['de-DE', 123450, USD, '$1.234,50'],
    ['de-DE', -123456789, KWD, '-KD 123.456,789'],
    ['th', 123450, THB, '฿1,234.50'],
    ['ja', 1234567, JPY, '¥1,234,567'],
    ['zhtw (not a BCP 47 tag) falls back to English', 123450, USD, '$1,234.50'],
  ])('locale %s', (locale, minor, currency, expected) => {
    expect(formatMoney(minor, currency, locale)).toBe(expected);
  });

  it.each([
    ['fractional minor units', 1.5],
    ['NaN', Number.NaN],
    ['beyond 2^53', MAX + 2],
  ])('throws a RangeError for %s', (_label, minor) => {
    expect(() => formatMoney(minor, USD)).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it.each([
    [123450, 2, '1,234.50'],
    [-1235, 0, '-1,235'],
    [1234, 3, '1.234'],
    [0, 3, '0.000'],
    [MAX, 0, '9,007,199,254,740,991'],
  ])('%d with %d decimals → %s', (minor, decimals, expected) => {
    expect(formatAmount(minor, decimals)).toBe(expected);
  });
});

describe('displayPrice (docs/requirements.md R9: symbol plus amount times the rate)', () => {
  it.each([
    // [label, usdMinor, currency, expected]
    ['USD', 1999, USD, '$19.99'],
    ['THB 19.99 × 7.24, 2 decimals', 1999, THB, '฿144.73'],
    ['EUR 19.99 × 0.92, 2 decimals', 1999, EUR, '€18.39'],
    ['JPY shows its own 0 decimals', 1999, JPY, '¥3,024'],
    ['KWD shows its own 3 decimals', 1999, KWD, 'KD 6.137'],
    ['JPY half rounds up: 226.95 → 227', 150, JPY, '¥227'],
    ['negative THB', -1999, THB, '-฿144.73'],
    ['free item', 0, THB, '฿0.00'],
    ['USD 1e12', 1e12, USD, '$10,000,000,000.00'],
    ['THB 1e12', 1e12, THB, '฿72,400,000,000.00'],
    ['JPY 1e12', 1e12, JPY, '¥1,513,000,000,000'],
    ['KWD 1e12', 1e12, KWD, 'KD 3,070,000,000.000'],
  ])('%s', (_label, usdMinor, currency, expected) => {
    expect(displayPrice(usdMinor, currency)).toBe(expected);
  });

  it('uses the locale', () => {
    expect(displayPrice(123450, EUR, 'de-DE')).toBe('€1.135,74');
  });
});
