import { PROPERTY_RUNS, randomCheckout, randomCurrency, seededRandom, SHOP_CURRENCIES } from '../testing';
import { convertMinor, sumMinor } from './convert';
import { JPY, KWD, USD } from './currencies.fixture';
import { formatMoney } from './format';
import { displayOrder, displayOrdersTotal, displayPaid, type PricedOrder } from './order';

const THB = SHOP_CURRENCIES.find((currency) => currency.code === 'THB')!;
const line = (unit_price_minor: number, quantity: number) => ({ unit_price_minor, quantity });

describe('displayOrder', () => {
  it('reproduces the reported order: 3 × $13.66 at 36.3 THB/USD shows ฿1,487.58, not $40.98 converted', () => {
    const order = { lines: [line(1366, 3)], deliveryFeeMinor: 0 };
    const shown = displayOrder(order, THB);
    expect(shown).toEqual({
      lines: [{ unitMinor: 49586, totalMinor: 148758 }],
      subtotalMinor: 148758,
      deliveryFeeMinor: 0,
      totalMinor: 148758,
    });
    expect(formatMoney(shown.totalMinor, THB, 'zh-CN')).toBe('฿1,487.58');
    // The rule this replaces: the USD total converted in one go rounds differently.
    expect(convertMinor(4098, THB)).toBe(148757);
  });

  it.each([
    // [label, lines, fee, currency, expected line totals, subtotal, fee, total]
    ['USD is the USD amounts', [line(1999, 2), line(1, 1)], 500, USD, [3998, 1], 3999, 500, 4499],
    ['no lines, only a fee', [], 1000, THB, [], 0, 36300, 36300],
    ['free delivery', [line(1366, 3)], 0, THB, [148758], 148758, 0, 148758],
    ['THB with a fee', [line(1366, 3), line(250, 1)], 499, THB, [148758, 9075], 157833, 18114, 175947],
    ['JPY (0 decimals): ¥2,067 × 2 + ¥757', [line(1366, 2)], 500, JPY, [4134], 4134, 757, 4891],
    ['KWD (3 decimals)', [line(1999, 3)], 1, KWD, [18411], 18411, 3, 18414],
    ['quantity 999 multiplies the rounded unit', [line(1, 999)], 0, THB, [35964], 35964, 0, 35964],
  ])('%s', (_label, lines, fee, currency, lineTotals, subtotal, shownFee, total) => {
    const shown = displayOrder({ lines, deliveryFeeMinor: fee }, currency);
    expect(shown.lines.map((each) => each.totalMinor)).toEqual(lineTotals);
    expect(shown.subtotalMinor).toBe(subtotal);
    expect(shown.deliveryFeeMinor).toBe(shownFee);
    expect(shown.totalMinor).toBe(total);
  });

  it('throws a RangeError for amounts that are not safe integers', () => {
    expect(() => displayOrder({ lines: [line(1.5, 1)], deliveryFeeMinor: 0 }, THB)).toThrow(RangeError);
    expect(() => displayOrder({ lines: [], deliveryFeeMinor: Number.NaN }, THB)).toThrow(RangeError);
    expect(() => displayOrder({ lines: [line(2 ** 52, 999)], deliveryFeeMinor: 0 }, USD)).toThrow(RangeError);
  });
});

describe('displayOrdersTotal', () => {
  it('adds up the displayed order totals', () => {
    const orders = [
      { lines: [line(1366, 3)], deliveryFeeMinor: 499 },
      { lines: [line(250, 1)], deliveryFeeMinor: 499 },
    ];
    expect(displayOrdersTotal(orders, THB)).toBe(148758 + 18114 + 9075 + 18114);
    expect(displayOrdersTotal([], THB)).toBe(0);
  });
});

describe('displayPaid', () => {
  const order = { lines: [line(1366, 3)], deliveryFeeMinor: 0 };

  it('shows a payment of the order total as the displayed total', () => {
    expect(displayPaid(4098, order, THB)).toBe(148758);
  });

  it('converts any other amount on its own', () => {
    expect(displayPaid(1000, order, THB)).toBe(36300);
    expect(displayPaid(0, order, THB)).toBe(0);
  });

  it('throws a RangeError for a paid amount that is not a safe integer', () => {
    expect(() => displayPaid(1.5, order, THB)).toThrow(RangeError);
  });
});

/**
 * Property: for every shop currency (and random ones an operator could add), a random checkout's amounts
 * add up the way the screens show them — line totals are displayed unit × quantity, a shop's total is its
 * displayed subtotal + fee, the grand total is the sum of the shops' totals, and a payment of an order's USD
 * total displays as that order's total. The screens' own property tests (feature-cart, feature-orders)
 * check that each screen shows exactly these numbers.
 */
describe('displayOrder over random checkouts', () => {
  const random = seededRandom(0x5eed_0009);
  const currencies = [
    ...SHOP_CURRENCIES,
    ...Array.from({ length: 8 }, (_, index) => randomCurrency(random, index)),
  ];

  it.each(currencies.map((currency) => [currency.code, currency] as const))(
    '%s: what is shown adds up, and a full payment shows as the total',
    (_code, currency) => {
      // Counter-examples are collected and compared once: an expect per amount would dominate the run time.
      const wrong: unknown[] = [];
      for (let run = 0; run < PROPERTY_RUNS; run += 1) {
        const checkout: PricedOrder[] = randomCheckout(random);
        let grand = 0;
        for (const order of checkout) {
          const shown = displayOrder(order, currency);
          const units = order.lines.map((each) => convertMinor(each.unit_price_minor, currency));
          const totals = order.lines.map((each, index) => units[index]! * each.quantity);
          const usdTotal = sumMinor([
            ...order.lines.map((each) => each.unit_price_minor * each.quantity),
            order.deliveryFeeMinor,
          ]);
          const fee = convertMinor(order.deliveryFeeMinor, currency);
          const holds =
            shown.lines.every(
              (each, index) => each.unitMinor === units[index] && each.totalMinor === totals[index],
            ) &&
            shown.subtotalMinor === sumMinor(totals) &&
            shown.deliveryFeeMinor === fee &&
            shown.totalMinor === sumMinor(totals) + fee &&
            displayPaid(usdTotal, order, currency) === shown.totalMinor;
          if (!holds) wrong.push({ order, shown });
          grand += shown.totalMinor;
        }
        if (displayOrdersTotal(checkout, currency) !== grand) wrong.push({ checkout, grand });
      }
      expect(wrong).toEqual([]);
    },
  );
});
