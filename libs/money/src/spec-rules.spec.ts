import { JPY, MAX, USD } from './currencies.fixture';
import { formatPhone, formatTruncated, rateDisplay, truncateTo2From3 } from './spec-rules';

describe('truncateTo2From3 (docs/requirements.md R9: money is truncated to 2 decimals from 3)', () => {
  it.each([
    // [thousandths, hundredths]
    [12345, 1234], // 12.345 → 12.34 (spec example)
    [-12345, -1234], // toward zero, not floor
    [12340, 1234],
    [12349, 1234], // never rounds up
    [-12349, -1234],
    [10, 1],
    [9, 0],
    [-9, 0], // 0, not -0
    [0, 0],
    [1e12, 1e11],
    [MAX, 900719925474099],
    [-MAX, -900719925474099],
  ])('%d → %d', (thousandths, expected) => {
    expect(truncateTo2From3(thousandths)).toBe(expected);
  });

  it.each([[1.5], [Number.NaN], [MAX + 1]])('throws a RangeError for %d', (value) => {
    expect(() => truncateTo2From3(value)).toThrow(RangeError);
  });
});

describe('formatTruncated', () => {
  it.each([
    ['no currency', 12345, undefined, '12.34'],
    ['negative', -12345, undefined, '-12.34'],
    ['grouping', 1234567899, undefined, '1,234,567.89'],
    ['tiny negative truncates to plain zero', -9, undefined, '0.00'],
    ['with a symbol', 12345, USD, '$12.34'],
    ['always 2 decimals, whatever the currency', 12345, JPY, '¥12.34'],
  ])('%s', (_label, thousandths, currency, expected) => {
    expect(formatTruncated(thousandths, currency)).toBe(expected);
  });
});

describe('rateDisplay (docs/requirements.md R9: a rate display divides by 100)', () => {
  it.each([
    [725, '7.25'],
    [5, '0.05'],
    [100, '1.00'],
    [0, '0.00'],
    [31, '0.31'],
    [15130, '151.30'],
    [123456, '1234.56'],
    [-5, '-0.05'],
    [1e12, '10000000000.00'],
    [MAX, '90071992547409.91'],
  ])('%d → %s', (rate, expected) => {
    expect(rateDisplay(rate)).toBe(expected);
  });

  it('throws a RangeError for a fractional rate', () => {
    expect(() => rateDisplay(7.25)).toThrow(RangeError);
  });
});

describe('formatPhone (docs/requirements.md R9: a leading 66 becomes 0)', () => {
  it.each([
    ['66812345678', '0812345678'],
    ['+66812345678', '0812345678'],
    ['  66812345678  ', '0812345678'],
    ['+66 81 234 5678', '0 81 234 5678'],
    ['66', '0'],
    ['0812345678', '0812345678'],
    ['+1 555 0100', '+1 555 0100'],
    ['  +1 555 0100 ', '+1 555 0100'],
    ['866123', '866123'],
    ['6', '6'],
    ['++66812345678', '++66812345678'],
    ['', ''],
  ])('%j → %j', (phone, expected) => {
    expect(formatPhone(phone)).toBe(expected);
  });
});
