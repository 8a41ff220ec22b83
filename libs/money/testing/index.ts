// Test support for the money rules: the display currencies the shop offers and seeded random carts, so the
// property tests of libs/money, feature-cart and feature-orders check the same orders against one rule.
import type { ConversionCurrency } from '../src/convert';
import type { DisplayCurrency } from '../src/format';
import type { PricedOrder } from '../src/order';

export type TestCurrency = ConversionCurrency & DisplayCurrency & { name: string };

/**
 * The display currencies the shop offers, as the database is seeded with them (tools/demo-data
 * `demoCurrencies`; `tools/demo-data/src/reference-data.spec.ts` keeps the two the same).
 */
export const SHOP_CURRENCIES: readonly TestCurrency[] = [
  { code: 'USD', symbol: '$', rate: 1, decimals: 2, name: 'US Dollar' },
  { code: 'EUR', symbol: '€', rate: 0.92, decimals: 2, name: 'Euro' },
  { code: 'CNY', symbol: '¥', rate: 7.24, decimals: 2, name: 'Chinese Yuan' },
  { code: 'JPY', symbol: '¥', rate: 151.6, decimals: 0, name: 'Japanese Yen' },
  { code: 'THB', symbol: '฿', rate: 36.3, decimals: 2, name: 'Thai Baht' },
  { code: 'TWD', symbol: 'NT$', rate: 32.4, decimals: 2, name: 'New Taiwan Dollar' },
  { code: 'GBP', symbol: '£', rate: 0.79, decimals: 2, name: 'British Pound' },
  { code: 'KWD', symbol: 'KD', rate: 0.307, decimals: 3, name: 'Kuwaiti Dinar' },
];

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same numbers on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from `min` to `max`, both included. */
export const randomInt = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

/**
 * A currency an operator could add: a rate with up to 6 decimals (the `currency_rate` column's scale) and
 * 0–3 minor-unit digits, small enough that the largest random cart stays within the safe integer range.
 */
export function randomCurrency(random: () => number, index: number): TestCurrency {
  const decimals = randomInt(random, 0, 3);
  const rate = randomInt(random, 1, decimals === 3 ? 100_000_000 : 1_000_000_000) / 1_000_000;
  return { code: `X${String(index).padStart(2, '0')}`, symbol: '¤', rate, decimals, name: 'Test currency' };
}

/** One shop's part of a random checkout: its lines (USD) and the delivery fee charged once for it. */
export interface RandomShopOrder extends PricedOrder {
  shopId: number;
}

/**
 * A random checkout: a cart of 1–8 lines (unit prices 1–99,999,999 minor, quantities 1–999) spread over up
 * to three shops, each shop's order charged the same delivery fee (0–99,999 minor, free one time in five),
 * as the server prices it (one order per shop, the option's fee once per order).
 */
export function randomCheckout(random: () => number): RandomShopOrder[] {
  const lineCount = randomInt(random, 1, 8);
  const shops = randomInt(random, 1, Math.min(3, lineCount));
  const fee = random() < 0.2 ? 0 : randomInt(random, 1, 99_999);
  const orders: RandomShopOrder[] = Array.from({ length: shops }, (_, index) => ({
    shopId: index + 1,
    lines: [],
    deliveryFeeMinor: fee,
  }));
  for (let index = 0; index < lineCount; index += 1) {
    // Every shop gets a line first, then the rest go anywhere.
    const order = orders[index < shops ? index : randomInt(random, 0, shops - 1)]!;
    (order.lines as { unit_price_minor: number; quantity: number }[]).push({
      unit_price_minor: randomPrice(random),
      quantity: randomInt(random, 1, 999),
    });
  }
  return orders;
}

/** Mostly everyday prices, sometimes the extremes: cents, a few dollars, up to the maximum. */
function randomPrice(random: () => number): number {
  const kind = random();
  if (kind < 0.1) return randomInt(random, 1, 99);
  if (kind < 0.7) return randomInt(random, 100, 99_999);
  return randomInt(random, 100_000, 99_999_999);
}

/** How many random checkouts each currency is checked with. */
export const PROPERTY_RUNS = 300;

/**
 * The seed the screens' property tests share: feature-cart (delivery and pay steps) and feature-orders (order
 * detail and purchase history) draw the same checkouts from it, in the same order.
 */
export const SCREENS_SEED = 0xca57_0009;
