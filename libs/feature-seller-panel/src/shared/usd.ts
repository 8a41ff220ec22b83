import { formatMoney } from '@mall/money';

/** Sellers' figures are kept and shown in US dollars, the settlement currency. */
const USD = { code: 'USD', symbol: '$', decimals: 2 };

export const formatUsd = (minor: number, locale: string) => formatMoney(minor, USD, locale);
