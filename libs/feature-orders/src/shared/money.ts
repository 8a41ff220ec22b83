import { bcp47, DEFAULT_LANGUAGE, isLanguage } from '@mall/i18n';
import { convertMinor, formatMoney, lineTotalMinor, sumMinor, type DisplayCurrency } from '@mall/money';
import type { Currency, OrderDetail } from '@mall/sdk';

export const USD: DisplayCurrency & { rate: number } = { code: 'USD', symbol: '$', rate: 1, decimals: 2 };

type ShownCurrency = DisplayCurrency & { rate: number };

/** Amounts of USD minor units as the shopper sees them in one display currency. */
export interface Money {
  /** The display currency's code. */
  code: string;
  /** Whether the shown amounts are converted from US dollars. */
  converted: boolean;
  /** A USD minor-unit amount converted and formatted: "฿3,620.00". */
  price: (usdMinor: number) => string;
  /** The same amount in US dollars: "$100.00". */
  usd: (usdMinor: number) => string;
}

export function createMoney(currency: ShownCurrency, language: string): Money {
  const locale = bcp47(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  return {
    code: currency.code,
    converted: currency.code !== USD.code,
    price: (usdMinor) => formatMoney(convertMinor(usdMinor, currency), currency, locale),
    usd: (usdMinor) => formatMoney(usdMinor, USD, locale),
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
}

/**
 * An order's amounts in its locked display currency, built so that what is shown adds up: each line is the
 * shown unit price × quantity, the subtotal their sum, the total subtotal + fee (each converted amount is
 * rounded once, so converting the USD subtotal could differ by a minor unit).
 */
export function orderAmounts(order: OrderDetail, language: string): OrderAmounts {
  const currency = order.display_currency;
  const locale = bcp47(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  const show = (minor: number) => formatMoney(minor, currency, locale);
  const lineTotals = order.items.map((item) =>
    lineTotalMinor(item.unit_price_minor, item.quantity, currency),
  );
  const subtotal = sumMinor(lineTotals);
  const fee = convertMinor(order.delivery_fee_minor, currency);
  return {
    lines: order.items.map((item, index) => ({
      itemId: item.item_id,
      unit: show(convertMinor(item.unit_price_minor, currency)),
      total: show(lineTotals[index]!),
    })),
    subtotal: show(subtotal),
    deliveryFee: show(fee),
    total: show(sumMinor([subtotal, fee])),
  };
}
