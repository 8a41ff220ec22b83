// @mall/money — pure currency maths and formatting (DESIGN §4 "Money", spec §9).
// Amounts are integer minor units; arithmetic is integer/bigint only, never float maths on money.
export { convertMinor, lineTotalMinor, sumMinor, USD_DECIMALS, type ConversionCurrency } from './convert';
export { displayPrice, formatAmount, formatMoney, DEFAULT_LOCALE, type DisplayCurrency } from './format';
export { formatPhone, formatTruncated, rateDisplay, truncateTo2From3 } from './spec-rules';
export { parseMoneyInput } from './parse';
