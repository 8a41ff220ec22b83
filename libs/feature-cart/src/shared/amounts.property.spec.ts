// Property: what the delivery step shows for a checkout is what the pay step shows for the orders placed from
// it, to the minor unit, in every shop currency — through the very functions the two views call
// (`formats.orderTotal` / `formats.ordersTotal` in DeliveryView, `formats.placed` in PayView). feature-orders'
// twin test checks the order detail and the purchase history against the same rule (`@mall/money`
// `displayOrder`) on the same seeded checkouts, so all four screens agree.
import { displayOrder, displayOrdersTotal, formatMoney, type PricedLine } from '@mall/money';
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
import { createCartFormats, type PlacedOrder } from './formats';

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

describe('delivery step and pay step over random checkouts', () => {
  const random = seededRandom(SCREENS_SEED);
  const currencies = [
    ...SHOP_CURRENCIES,
    ...Array.from({ length: 4 }, (_, index) => randomCurrency(random, index)),
  ];

  it.each(currencies.map((currency, index) => [currency.code, currency, index] as const))(
    '%s: every shop total and the grand total are the same on both steps',
    (_code, currency: TestCurrency, index) => {
      const checkoutFormats = createCartFormats(currency, 'USD', 'zh');
      // The shopper switched currency after placing: the pay step still shows the rate locked in the orders.
      const later = currencies[(index + 1) % currencies.length]!;
      const payFormats = createCartFormats(later, 'USD', 'zh');
      const locked = {
        code: currency.code,
        symbol: currency.symbol,
        rate: currency.rate,
        decimals: currency.decimals,
      };
      const show = (minor: number) => formatMoney(minor, currency, LOCALE);
      const wrong: unknown[] = [];
      for (let run = 0; run < PROPERTY_RUNS; run += 1) {
        const checkout = randomCheckout(random);
        // The delivery step's review (CheckoutSummary groups).
        const groups = checkout.map((order) => ({
          lines: order.lines,
          delivery_fee_minor: order.deliveryFeeMinor,
        }));
        const deliveryShops = groups.map((group) => checkoutFormats.orderTotal(group));
        const deliveryGrand = checkoutFormats.ordersTotal(groups);
        // The orders placed from it (OrderSummary), each carrying the rate locked at placement.
        const placed: PlacedOrder[] = checkout.map((order, position) => ({
          id: position + 1,
          items: order.lines.map(item),
          delivery_fee_minor: order.deliveryFeeMinor,
          display_currency: locked,
        }));
        const pay = payFormats.placed(placed);
        const expectedShops = checkout.map((order) => show(displayOrder(order, currency).totalMinor));
        const expectedGrand = show(displayOrdersTotal(checkout, currency));
        const agree =
          deliveryShops.every((shown, position) => shown === expectedShops[position]) &&
          placed.every((order, position) => pay.totals.get(order.id) === expectedShops[position]) &&
          deliveryGrand === expectedGrand &&
          pay.total === expectedGrand &&
          pay.approximate === (currency.code !== 'USD');
        if (!agree) wrong.push({ checkout, deliveryShops, deliveryGrand, pay, expectedShops, expectedGrand });
      }
      expect(wrong).toEqual([]);
    },
  );
});
