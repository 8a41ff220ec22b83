// The one rule that turns an order's USD minor units into the amounts shown in a display currency
// (docs/requirements.md R9 Price display, R10.1). Every screen that shows an order or a checkout — the cart,
// the checkout's delivery step, the pay step, the order detail, the purchase history — derives its amounts
// here, so the same order shows the same numbers everywhere, to the minor unit.
import { convertMinor, lineTotalMinor, sumMinor, type ConversionCurrency } from './convert';
import { assertSafeInteger } from './integers';

/** A priced line as the wire carries it: a USD unit price (minor units) and a quantity. */
export interface PricedLine {
  unit_price_minor: number;
  quantity: number;
}

/** An order (or a checkout's order for one shop) in USD minor units: its lines and its delivery fee. */
export interface PricedOrder {
  lines: readonly PricedLine[];
  deliveryFeeMinor: number;
}

/** An order's amounts in minor units of the display currency, as every screen shows them. */
export interface DisplayedOrder {
  /** Each line's displayed unit price and its total (that unit price × quantity), in the lines' order. */
  lines: { unitMinor: number; totalMinor: number }[];
  /** Σ displayed line totals. */
  subtotalMinor: number;
  /** The delivery fee converted on its own. */
  deliveryFeeMinor: number;
  /** Displayed subtotal + displayed delivery fee. */
  totalMinor: number;
}

/**
 * An order's displayed amounts: each unit price is converted once (`convertMinor`, rounded half away from
 * zero) and multiplied by its quantity; the subtotal is the sum of those line totals; the fee is converted
 * on its own; the total is subtotal + fee.
 *
 * Why not `convertMinor(order total)`: each conversion rounds, so converting the USD total can differ from
 * the sum of the displayed parts by a minor unit or more (a $40.98 order of 3 × $13.66 at 36.3 THB/USD is
 * 3 × ฿495.86 = ฿1,487.58, while $40.98 × 36.3 = ฿1,487.574 → ฿1,487.57). The shopper sees the lines, so
 * the total is what they add up to, and every screen — before and after the order is placed — shows that
 * one number. Converting a USD total directly is never used for an order's amounts.
 *
 * `currency` is the rate to use: the current one before an order is placed (cart, delivery step) and the
 * one locked into the order when it was placed afterwards (pay step, order detail, purchase history).
 *
 * @throws RangeError for amounts that are not safe integers, a bad rate, or a result beyond the safe range.
 */
export function displayOrder(order: PricedOrder, currency: ConversionCurrency): DisplayedOrder {
  const lines = order.lines.map((line) => ({
    unitMinor: convertMinor(line.unit_price_minor, currency),
    totalMinor: lineTotalMinor(line.unit_price_minor, line.quantity, currency),
  }));
  const subtotalMinor = sumMinor(lines.map((line) => line.totalMinor));
  const deliveryFeeMinor = convertMinor(order.deliveryFeeMinor, currency);
  return { lines, subtotalMinor, deliveryFeeMinor, totalMinor: sumMinor([subtotalMinor, deliveryFeeMinor]) };
}

/**
 * What several orders placed together (one per shop, one checkout) cost, displayed: the sum of their
 * displayed totals (`displayOrder`), so the grand total on the delivery step and on the pay step is the sum
 * of the order totals shown above it.
 */
export function displayOrdersTotal(orders: readonly PricedOrder[], currency: ConversionCurrency): number {
  return sumMinor(orders.map((order) => displayOrder(order, currency).totalMinor));
}

/**
 * An amount paid for an order, displayed. Paying is in USD (R10.1) and an order is paid in full, so a
 * payment of the order's USD total shows as the order's displayed total — "Amount paid" beside "Total"
 * never differs by a rounding. Any other amount (none today) is converted on its own.
 */
export function displayPaid(paidUsdMinor: number, order: PricedOrder, currency: ConversionCurrency): number {
  assertSafeInteger('paidUsdMinor', paidUsdMinor);
  return paidUsdMinor === usdTotal(order)
    ? displayOrder(order, currency).totalMinor
    : convertMinor(paidUsdMinor, currency);
}

/** The order's total in USD minor units: Σ unit price × quantity + delivery fee, as the server computes it. */
function usdTotal(order: PricedOrder): number {
  return sumMinor([
    ...order.lines.map((line) => lineTotalMinor(line.unit_price_minor, line.quantity, USD_AS_IS)),
    order.deliveryFeeMinor,
  ]);
}

/** USD itself: a conversion that changes nothing, used to add up USD amounts exactly. */
const USD_AS_IS: ConversionCurrency = { rate: 1, decimals: 2 };
