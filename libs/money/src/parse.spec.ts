import { MAX } from './currencies.fixture';
import { parseMoneyInput } from './parse';

describe('parseMoneyInput', () => {
  it.each([
    // [text, decimals, expected minor units or null]
    ['100', 2, 10000],
    ['100.5', 2, 10050],
    ['100.50', 2, 10050],
    ['1,000.25', 2, 100025],
    ['1,234,567.89', 2, 123456789],
    [' 42 ', 2, 4200],
    ['.5', 2, 50],
    ['100.', 2, 10000],
    ['0', 2, 0],
    ['0.01', 2, 1],
    ['007', 2, 700],
    ['10000000000', 2, 1e12],
    ['90071992547409.91', 2, MAX],
    ['100', 0, 100], // JPY
    ['1,235', 0, 1235],
    ['1.', 0, 1],
    ['1.234', 3, 1234], // KWD
    ['0.001', 3, 1],
    ['1,234.5', 3, 1234500],
  ])('%j at %d decimals → %d', (text, decimals, expected) => {
    expect(parseMoneyInput(text, decimals)).toBe(expected);
  });

  it.each([
    ['100.505', 2], // too many decimals
    ['1.005', 2],
    ['1.5', 0],
    ['1.2345', 3],
    ['-5', 2], // negatives
    ['-0', 2],
    ['+5', 2],
    ['', 2],
    ['   ', 2],
    ['.', 2],
    ['abc', 2],
    ['12abc', 2],
    ['1e3', 2],
    ['0x10', 2],
    ['Infinity', 2],
    ['1,00', 2], // misplaced grouping
    ['1,0000', 2],
    [',100', 2],
    ['1.2.3', 2],
    ['1.000,25', 2], // German style is not read
    ['10 000', 2],
    ['١٢', 2], // non-ASCII digits
    ['90071992547409.92', 2], // beyond 2^53 minor units
  ])('%j at %d decimals → null', (text, decimals) => {
    expect(parseMoneyInput(text, decimals)).toBeNull();
  });

  it('throws a RangeError for invalid decimals', () => {
    expect(() => parseMoneyInput('1', -1)).toThrow(RangeError);
  });
});
