import { isAccountNumber, normaliseAccountNumber } from './account-number';

describe('normaliseAccountNumber', () => {
  it.each([
    ['1234-5678-9012', '123456789012'],
    ['1234 5678 9012', '123456789012'],
    [' 12 34–56\u00a078 ', '12345678'],
    ['GB82 WEST 1234 5698 7654 32', 'GB82WEST12345698765432'],
    ['123456789012', '123456789012'],
  ])('keeps the letters and digits of %j', (typed, kept) => {
    expect(normaliseAccountNumber(typed)).toBe(kept);
  });
});

describe('isAccountNumber', () => {
  it.each(['1234', '1234-5678-9012', 'GB82 WEST 1234 5698 7654 32', '1'.repeat(34)])('accepts %j', (text) => {
    expect(isAccountNumber(text)).toBe(true);
  });

  it.each([
    ['12-3', 'three digits'],
    ['1'.repeat(35), '35 digits'],
    ['1234/5678', 'a slash'],
    ['1234.5678', 'a dot'],
    ['', 'empty'],
  ])('refuses %j (%s)', (text) => {
    expect(isAccountNumber(text)).toBe(false);
  });
});
