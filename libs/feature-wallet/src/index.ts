// @mall/feature-wallet — the shopper's wallet: balance, offline and card top-ups, records, withdrawals, a seller's
// transfer to their shop, and details.
export { WalletPage } from './wallet-page';
