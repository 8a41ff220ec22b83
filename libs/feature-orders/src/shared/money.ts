import { bcp47, DEFAULT_LANGUAGE, isLanguage } from '@mall/i18n';
import {
  convertMinor,
  displayOrder,
  displayPaid,
  formatMoney,
  type DisplayCurrency,
  type PricedOrder,
} from '@mall/money';
import type { Currency, OrderDetail, OrderSummary } from '@mall/sdk';

export const USD: DisplayCurrency & { rate: number } = { code: 'USD', symbol: '$', rate: 1, decimals: 2 };

type ShownCurrency = DisplayCurrency & { rate: number };

/** Amounts of USD minor units as the shopper sees them in one display currency. */
export interface Money {
  /** The display currency's code. */
  code: string;
  /** Whether the shown amounts are converted from US dollars. */
  converted: boolean;
  /** A USD minor-unit amount converted and formatted: "฿3,620.00" (amounts that are not an order's). */
  price: (usdMinor: number) => string;
  /** The same amount in US dollars: "$100.00". */
  usd: (usdMinor: number) => string;
  /**
   * An order's total as every screen shows it: in the currency and rate locked into the order when it was
   * placed (not this one), by `orderAmounts`' rule.
   */
  orderTotal: (order: PricedSummary) => string;
}

/** What an order's displayed amounts are computed from: its items, fee and locked display currency. */
export type PricedSummary = Pick<OrderSummary, 'items' | 'delivery_fee_minor' | 'display_currency'>;

const localeOf = (language: string) => bcp47(isLanguage(language) ? language : DEFAULT_LANGUAGE);

export function createMoney(currency: ShownCurrency, language: string): Money {
  const locale = localeOf(language);
  return {
    code: currency.code,
    converted: currency.code !== USD.code,
    price: (usdMinor) => formatMoney(convertMinor(usdMinor, currency), currency, locale),
    usd: (usdMinor) => formatMoney(usdMinor, USD, locale),
    orderTotal: (order) =>
      formatMoney(
        displayOrder(pricedOrder(order), order.display_currency).totalMinor,
        order.display_currency,
        locale,
      ),
  };
}

/** The session's display currency (USD until the list arrives). */
export const listMoney = (currency: Currency | undefined, language: string) =>
  createMoney(currency ?? USD, language);

export interface OrderAmounts {
  lines: { itemId: number; unit: string; total: string }[];
  subtotal: string;
  deliveryFee: string;
  total: string;
  /** The amount paid; null while unpaid. */
  paid: string | null;
}

/** An order's items and fee as `@mall/money` prices them. */
const pricedOrder = (order: PricedSummary): PricedOrder => ({
  lines: order.items,
  deliveryFeeMinor: order.delivery_fee_minor,
});

/**
 * An order's amounts in its locked display currency, all from `@mall/money`'s `displayOrder` (the one rule
 * the delivery step, the pay step and the purchase history use too): each line is the shown unit price ×
 * quantity, the subtotal their sum, the total subtotal + fee, and a payment of the order's total shows as
 * that total. Converting the USD total or the USD amount paid directly could differ by a minor unit, and
 * "Amount paid" would then disagree with "Total" (docs/requirements.md R9 Price display).
 */
export function orderAmounts(order: OrderDetail, language: string): OrderAmounts {
  const currency = order.display_currency;
  const show = (minor: number) => formatMoney(minor, currency, localeOf(language));
  const priced = pricedOrder(order);
  const shown = displayOrder(priced, currency);
  return {
    lines: order.items.map((item, index) => ({
      itemId: item.item_id,
      unit: show(shown.lines[index]!.unitMinor),
      total: show(shown.lines[index]!.totalMinor),
    })),
    subtotal: show(shown.subtotalMinor),
    deliveryFee: show(shown.deliveryFeeMinor),
    total: show(shown.totalMinor),
    paid:
      order.actual_pay_minor === null ? null : show(displayPaid(order.actual_pay_minor, priced, currency)),
  };
}
