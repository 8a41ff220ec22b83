import { formatMoney } from '@mall/money';

/** Every amount staff decide on is kept in US dollars (integer cents), the wallets' base currency. */
const USD = { code: 'USD', symbol: '$', decimals: 2 };

export const formatUsd = (minor: number, locale: string) => formatMoney(minor, USD, locale);
