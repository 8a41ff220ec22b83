import { bcp47, type Language } from '@mall/i18n';
import { convertMinor, displayPrice, formatMoney, lineTotalMinor, sumMinor } from '@mall/money';
import type { Currency } from '@mall/sdk';

/** A priced line as the cart and checkout show it: a USD unit price and a quantity. */
export interface PricedLine {
  unit_price_minor: number;
  quantity: number;
}

/**
 * Money as the shopper sees it, in the chosen display currency. A line total is the displayed unit price ×
 * quantity and a subtotal is the sum of the displayed line totals, so the numbers on screen add up.
 */
export interface CartFormats {
  currency: Currency;
  /** True when amounts are converted from the base currency, so only approximate. */
  approximate: boolean;
  /** A USD minor-unit amount in the display currency. */
  price: (usdMinor: number) => string;
  lineTotal: (line: PricedLine) => string;
  /** The sum of the lines' displayed totals, and of displayed fees (USD minor units) when given. */
  subtotal: (lines: readonly PricedLine[], feesUsdMinor?: readonly number[]) => string;
  count: (value: number) => string;
}

/** Until the currency list arrives, amounts show in the base currency. */
export const BASE_CURRENCY: Currency = { code: 'USD', symbol: '$', rate: 1, decimals: 2, name: 'US Dollar' };

export function createCartFormats(
  currency: Currency | undefined,
  base: string,
  language: Language,
): CartFormats {
  const locale = bcp47(language);
  const shown = currency ?? BASE_CURRENCY;
  const counts = new Intl.NumberFormat(locale);
  const lineMinor = (line: PricedLine) => lineTotalMinor(line.unit_price_minor, line.quantity, shown);
  return {
    currency: shown,
    approximate: shown.code !== base,
    price: (usdMinor) => displayPrice(usdMinor, shown, locale),
    lineTotal: (line) => formatMoney(lineMinor(line), shown, locale),
    subtotal: (lines, fees = []) =>
      formatMoney(
        sumMinor([...lines.map(lineMinor), ...fees.map((fee) => convertMinor(fee, shown))]),
        shown,
        locale,
      ),
    count: (value) => counts.format(value),
  };
}
