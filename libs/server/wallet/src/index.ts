export { type Balances, balancesOf } from './balances';
export { type AccountOwner } from './accounts';
export { type Journal, type JournalEntry, type PostedJournal, postJournal } from './journal';
export {
  creditWallet,
  type OrderPayment,
  type OrderSettlement,
  payOrderFromWallet,
  recordCardOrderPayment,
  refundToWallet,
  settleOrder,
  type WalletCredit,
  type WalletRefund,
} from './money-moves';
export { ledgerViolations } from './violations';
