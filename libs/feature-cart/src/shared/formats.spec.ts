import { createCartFormats } from './formats';
import { CNY, USD } from '../testing/fixtures';

describe('createCartFormats', () => {
  const lines = [
    { unit_price_minor: 1250, quantity: 2 },
    { unit_price_minor: 899, quantity: 1 },
  ];

  it('shows line totals and sums as the displayed unit price × quantity, added up', () => {
    const usd = createCartFormats(USD, 'USD', 'en');
    expect(usd.lineTotal(lines[0]!)).toBe('$25.00');
    expect(usd.subtotal(lines)).toBe('$33.99');
    expect(usd.subtotal(lines, [500, 500])).toBe('$43.99');
    expect(usd.approximate).toBe(false);
  });

  it('converts each unit price before multiplying, so the shown numbers add up in another currency', () => {
    const cny = createCartFormats(CNY, 'USD', 'zh');
    // 12.50 × 7.2 = ¥90.00 each; 8.99 × 7.2 = ¥64.728 → ¥64.73; the fee 5.00 → ¥36.00.
    expect(cny.price(1250)).toBe('¥90.00');
    expect(cny.lineTotal(lines[0]!)).toBe('¥180.00');
    expect(cny.subtotal(lines, [500])).toBe('¥280.73');
    expect(cny.approximate).toBe(true);
  });
});
