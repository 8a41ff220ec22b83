// Property: the order detail and the purchase history show an order's amounts exactly as `@mall/money`'s
// `displayOrder` makes them in the rate locked into the order — the same rule, on the same seeded checkouts,
// that feature-cart's twin test holds the delivery and pay steps to — through the very functions the two
// views call (`orderAmounts` in OrderDetailView, `money.orderTotal` in OrderCard). So all four screens agree
// to the minor unit, and a screen that goes back to its own arithmetic fails here.
import { displayOrder, formatMoney, type PricedLine } from '@mall/money';
import {
  PROPERTY_RUNS,
  randomCheckout,
  randomCurrency,
  SCREENS_SEED,
  seededRandom,
  SHOP_CURRENCIES,
  type TestCurrency,
} from '@mall/money/testing';
import type { OrderItem } from '@mall/sdk';
import { completedOrder, orderSummary } from '../testing/fixtures';
import { createMoney, orderAmounts, USD } from './money';

const LOCALE = 'zh-Hans';

const item = (line: PricedLine, index: number): OrderItem => ({
  item_id: index + 1,
  product_id: index + 1,
  name: { text: `Item ${index + 1}`, lang: 'en' },
  image: '',
  unit_price_minor: line.unit_price_minor,
  quantity: line.quantity,
  line_total_minor: line.unit_price_minor * line.quantity,
  commented: false,
  refund_state: null,
});

describe('order detail and purchase history over random orders', () => {
  const random = seededRandom(SCREENS_SEED);
  const currencies = [
    ...SHOP_CURRENCIES,
    ...Array.from({ length: 4 }, (_, index) => randomCurrency(random, index)),
  ];

  it.each(currencies.map((currency) => [currency.code, currency] as const))(
    '%s: lines, subtotal, fee, total and amount paid are the placed amounts, in the locked rate',
    (_code, currency: TestCurrency) => {
      const locked = {
        code: currency.code,
        symbol: currency.symbol,
        rate: currency.rate,
        decimals: currency.decimals,
      };
      // The history page's money is the session's currency, whatever the order was placed in.
      const historyMoney = createMoney(USD, 'zh');
      const show = (minor: number) => formatMoney(minor, currency, LOCALE);
      const wrong: unknown[] = [];
      for (let run = 0; run < PROPERTY_RUNS; run += 1) {
        for (const order of randomCheckout(random)) {
          const items = order.lines.map(item);
          const usdSubtotal = order.lines.reduce(
            (sum, line) => sum + line.unit_price_minor * line.quantity,
            0,
          );
          const usdTotal = usdSubtotal + order.deliveryFeeMinor;
          const fields = {
            items,
            items_count: order.lines.reduce((count, line) => count + line.quantity, 0),
            subtotal_minor: usdSubtotal,
            delivery_fee_minor: order.deliveryFeeMinor,
            total_minor: usdTotal,
            display_currency: locked,
          };
          const expected = displayOrder(order, currency);
          const detail = orderAmounts(completedOrder({ ...fields, actual_pay_minor: usdTotal }), 'zh');
          const unpaid = orderAmounts(completedOrder({ ...fields, actual_pay_minor: null }), 'zh');
          const card = historyMoney.orderTotal(orderSummary(1, fields));
          const agree =
            detail.lines.every(
              (line, index) =>
                line.unit === show(expected.lines[index]!.unitMinor) &&
                line.total === show(expected.lines[index]!.totalMinor),
            ) &&
            detail.subtotal === show(expected.subtotalMinor) &&
            detail.deliveryFee === show(expected.deliveryFeeMinor) &&
            detail.total === show(expected.totalMinor) &&
            detail.paid === detail.total &&
            unpaid.paid === null &&
            card === detail.total;
          if (!agree) wrong.push({ order, detail, card, expected });
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
