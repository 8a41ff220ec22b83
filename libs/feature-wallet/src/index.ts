// @mall/feature-wallet — the shopper's wallet: balance, offline top-up, records, withdrawals and details.
export { WalletPage } from './wallet-page';
