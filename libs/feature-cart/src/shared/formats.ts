import { bcp47, type Language } from '@mall/i18n';
import {
  displayOrder,
  displayOrdersTotal,
  displayPrice,
  formatMoney,
  lineTotalMinor,
  type PricedLine,
  type PricedOrder,
} from '@mall/money';
import type { Currency, OrderSummary } from '@mall/sdk';

export type { PricedLine };

/** A shop's order of the checkout before it is placed: its lines and the delivery fee (USD minor units). */
export interface PricedGroup {
  lines: readonly PricedLine[];
  delivery_fee_minor: number;
}

/** A placed order as the pay step shows it: its items, fee and the display currency locked into it. */
export type PlacedOrder = Pick<OrderSummary, 'id' | 'items' | 'delivery_fee_minor' | 'display_currency'>;

/** Placed orders' amounts, each in the currency and rate locked into it when it was placed. */
export interface PlacedAmounts {
  /** Each order's displayed total, by order id. */
  totals: ReadonlyMap<number, string>;
  /** What they cost together: the sum of the displayed totals (US dollars if their currencies differ). */
  total: string;
  /** True when the amounts are converted from the base currency, so only approximate. */
  approximate: boolean;
}

/**
 * Money as the shopper sees it, in the chosen display currency. Every amount of an order comes from
 * `@mall/money`'s `displayOrder`, the one rule the order detail and the purchase history use too: a line total
 * is the displayed unit price × quantity, a subtotal the sum of the displayed line totals, an order's total
 * that subtotal + the displayed delivery fee, and a checkout's total the sum of its orders' totals. So what
 * the delivery step shows is what the pay step, the order detail and the history show for the same order.
 */
export interface CartFormats {
  currency: Currency;
  /** True when amounts are converted from the base currency, so only approximate. */
  approximate: boolean;
  /** A USD minor-unit amount in the display currency: a unit price, a delivery option's fee, a balance. */
  price: (usdMinor: number) => string;
  lineTotal: (line: PricedLine) => string;
  /** The sum of the lines' displayed totals. */
  subtotal: (lines: readonly PricedLine[]) => string;
  /** One shop's order before it is placed: displayed subtotal + displayed delivery fee. */
  orderTotal: (group: PricedGroup) => string;
  /** A checkout's orders (one per shop) before they are placed: the sum of their displayed totals. */
  ordersTotal: (groups: readonly PricedGroup[]) => string;
  /**
   * Orders already placed (the pay step): each in the currency locked into it when it was placed, not the
   * session's current one, so the amounts stay those of the delivery step and of the order detail.
   */
  placed: (orders: readonly PlacedOrder[]) => PlacedAmounts;
  count: (value: number) => string;
}

/** Until the currency list arrives, amounts show in the base currency. */
export const BASE_CURRENCY: Currency = { code: 'USD', symbol: '$', rate: 1, decimals: 2, name: 'US Dollar' };

const priced = (group: PricedGroup): PricedOrder => ({
  lines: group.lines,
  deliveryFeeMinor: group.delivery_fee_minor,
});
const pricedPlaced = (order: PlacedOrder): PricedOrder => ({
  lines: order.items,
  deliveryFeeMinor: order.delivery_fee_minor,
});

/** Two locked currencies are the same when code, rate and digits are: then their amounts add up. */
const sameCurrency = (a: PlacedOrder['display_currency'], b: PlacedOrder['display_currency']) =>
  a.code === b.code && a.rate === b.rate && a.decimals === b.decimals && a.symbol === b.symbol;

export function createCartFormats(
  currency: Currency | undefined,
  base: string,
  language: Language,
): CartFormats {
  const locale = bcp47(language);
  const shown = currency ?? BASE_CURRENCY;
  const counts = new Intl.NumberFormat(locale);
  const show = (minor: number) => formatMoney(minor, shown, locale);
  return {
    currency: shown,
    approximate: shown.code !== base,
    price: (usdMinor) => displayPrice(usdMinor, shown, locale),
    lineTotal: (line) => show(lineTotalMinor(line.unit_price_minor, line.quantity, shown)),
    subtotal: (lines) => show(displayOrder({ lines, deliveryFeeMinor: 0 }, shown).subtotalMinor),
    orderTotal: (group) => show(displayOrder(priced(group), shown).totalMinor),
    ordersTotal: (groups) => show(displayOrdersTotal(groups.map(priced), shown)),
    placed: (orders) => placedAmounts(orders, base, locale),
    count: (value) => counts.format(value),
  };
}

function placedAmounts(orders: readonly PlacedOrder[], base: string, locale: string): PlacedAmounts {
  const totals = new Map(
    orders.map((order) => [
      order.id,
      formatMoney(
        displayOrder(pricedPlaced(order), order.display_currency).totalMinor,
        order.display_currency,
        locale,
      ),
    ]),
  );
  const first = orders[0]?.display_currency ?? BASE_CURRENCY;
  if (orders.every((order) => sameCurrency(order.display_currency, first))) {
    return {
      totals,
      total: formatMoney(displayOrdersTotal(orders.map(pricedPlaced), first), first, locale),
      approximate: first.code !== base,
    };
  }
  // Orders placed at different rates (paid together from a hand-made address) have no common displayed
  // amount: their total is shown in US dollars, what is charged, exact.
  const usd = displayOrdersTotal(orders.map(pricedPlaced), BASE_CURRENCY);
  return { totals, total: formatMoney(usd, BASE_CURRENCY, locale), approximate: false };
}
