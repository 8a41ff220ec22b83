// @mall/payment-details — checks of payout destinations shared by the server and the browser apps.
export { ACCOUNT_NUMBER, isAccountNumber, normaliseAccountNumber } from './account-number';
export { cryptoAddressProblem, type CryptoAddressProblem } from './crypto-address';
export { isAbaRoutingNumber } from './routing-number';
