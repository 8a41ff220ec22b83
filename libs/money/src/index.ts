// @mall/money — pure currency maths and formatting (docs/requirements.md R9, R10.1).
// Amounts are integer minor units; arithmetic is integer/bigint only, never float maths on money.
export {
  convertMinor,
  convertToUsdMinor,
  lineTotalMinor,
  sumMinor,
  USD_DECIMALS,
  type ConversionCurrency,
} from './convert';
export {
  displayOrder,
  displayOrdersTotal,
  displayPaid,
  type DisplayedOrder,
  type PricedLine,
  type PricedOrder,
} from './order';
export { displayPrice, formatAmount, formatMoney, DEFAULT_LOCALE, type DisplayCurrency } from './format';
export { formatPhone, formatTruncated, rateDisplay, truncateTo2From3 } from './spec-rules';
export { parseMoneyInput } from './parse';
