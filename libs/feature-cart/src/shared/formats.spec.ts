import { createCartFormats } from './formats';
import { CNY, USD } from '../testing/fixtures';

const item = {
  item_id: 1,
  product_id: 1,
  name: { text: 'Tea', lang: 'en' as const },
  image: '',
  unit_price_minor: 0,
  quantity: 1,
  line_total_minor: 0,
  commented: false,
  refund_state: null,
};

describe('createCartFormats', () => {
  const lines = [
    { unit_price_minor: 1250, quantity: 2 },
    { unit_price_minor: 899, quantity: 1 },
  ];

  it('shows line totals and sums as the displayed unit price × quantity, added up', () => {
    const usd = createCartFormats(USD, 'USD', 'en');
    expect(usd.lineTotal(lines[0]!)).toBe('$25.00');
    expect(usd.subtotal(lines)).toBe('$33.99');
    expect(usd.orderTotal({ lines, delivery_fee_minor: 500 })).toBe('$38.99');
    expect(
      usd.ordersTotal([
        { lines, delivery_fee_minor: 500 },
        { lines: [lines[1]!], delivery_fee_minor: 500 },
      ]),
    ).toBe('$52.98');
    expect(usd.approximate).toBe(false);
  });

  it('converts each unit price before multiplying, so the shown numbers add up in another currency', () => {
    const cny = createCartFormats(CNY, 'USD', 'zh');
    // 12.50 × 7.2 = ¥90.00 each; 8.99 × 7.2 = ¥64.728 → ¥64.73; the fee 5.00 → ¥36.00.
    expect(cny.price(1250)).toBe('¥90.00');
    expect(cny.lineTotal(lines[0]!)).toBe('¥180.00');
    expect(cny.subtotal(lines)).toBe('¥244.73');
    expect(cny.orderTotal({ lines, delivery_fee_minor: 500 })).toBe('¥280.73');
    expect(cny.approximate).toBe(true);
  });

  describe('placed orders (the pay step)', () => {
    const THB = { code: 'THB', symbol: '฿', rate: 36.3, decimals: 2 };
    const order = (id: number, display_currency = THB) => ({
      id,
      items: [{ ...item, unit_price_minor: 1366, quantity: 3 }],
      delivery_fee_minor: 0,
      display_currency,
    });

    it('shows each order in the rate locked into it, as the lines add up: ฿1,487.58, not $40.98 converted', () => {
      // The session has moved on to yuan; the orders were placed in baht at 36.3.
      const amounts = createCartFormats(CNY, 'USD', 'zh').placed([order(1), order(2)]);
      expect(amounts.totals.get(1)).toBe('฿1,487.58');
      expect(amounts.total).toBe('฿2,975.16');
      expect(amounts.approximate).toBe(true);
    });

    it('totals orders placed at different rates in US dollars, what is charged', () => {
      const amounts = createCartFormats(USD, 'USD', 'en').placed([
        order(1),
        order(2, { ...THB, rate: 36.5 }),
      ]);
      expect(amounts.totals.get(2)).toBe('฿1,495.77');
      expect(amounts.total).toBe('$81.96');
      expect(amounts.approximate).toBe(false);
    });
  });
});
